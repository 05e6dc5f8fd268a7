import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import {
  MEDIA_OWNER_KINDS,
  mediaSetRules,
  ownerKey,
  parseStoredItems,
  type MediaOwner,
  type MediaOwnerKind,
  type MediaSet,
  type MediaSetItem,
} from '@/lib/domain/media-set';
import { isValidId, newId } from '../ids';
import type { MediaSetStore } from '../types';
import { importedTimestamp, isoOf, nowTimestamp, withFirestoreErrors } from './convert';

const MEDIA_SETS = 'mediaSets';

/**
 * Collection `mediaSets`, one document `<kind>_<id>` per owner: { ownerKind, ownerId, items, updatedAt }.
 * Items are a plain array (their times as ISO strings); each change runs in a transaction.
 */
export function createFirebaseMediaSetStore(db: Firestore): MediaSetStore {
  const col = db.collection(MEDIA_SETS);
  const ref = (owner: MediaOwner) => {
    if (!isValidId(owner.id) || !(MEDIA_OWNER_KINDS as readonly string[]).includes(owner.kind)) {
      throw new AppError('invalid_input', 'Unknown owner.');
    }
    return col.doc(ownerKey(owner));
  };
  const toSet = (owner: MediaOwner, data: DocumentData | undefined): MediaSet =>
    data ? { owner, items: parseStoredItems(data.items), updatedAt: isoOf(data.updatedAt) ?? null } : { owner, items: [], updatedAt: null };

  async function change<T>(owner: MediaOwner, fn: (items: MediaSetItem[]) => { items: MediaSetItem[]; result: (set: MediaSet) => T }): Promise<T> {
    const r = ref(owner);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      const { items, result } = fn(toSet(owner, snap.data()).items);
      if (items.length === 0) {
        tx.delete(r);
        return result({ owner, items, updatedAt: null });
      }
      const at = nowTimestamp();
      tx.set(r, { ownerKind: owner.kind, ownerId: owner.id, items, updatedAt: at });
      return result({ owner, items, updatedAt: isoOf(at) ?? null });
    });
  }
  const same = (s: MediaSet) => s;

  return withFirestoreErrors<MediaSetStore>(
    {
      async get({ owner }) {
        if (!isValidId(owner.id)) return { owner, items: [], updatedAt: null };
        return toSet(owner, (await ref(owner).get()).data());
      },
      async addItem({ owner, item }) {
        const full: MediaSetItem = { ...item, id: newId(), createdAt: new Date().toISOString() };
        return change(owner, (items) => ({ items: mediaSetRules.add(items, full), result: same }));
      },
      async updateItem({ owner, itemId, caption, alt }) {
        return change(owner, (items) => ({ items: mediaSetRules.label(items, itemId, { caption, alt }), result: same }));
      },
      async reorder({ owner, itemIds }) {
        return change(owner, (items) => ({ items: mediaSetRules.reorder(items, itemIds), result: same }));
      },
      async setCover({ owner, itemId }) {
        return change(owner, (items) => ({ items: mediaSetRules.cover(items, itemId), result: same }));
      },
      async removeItem({ owner, itemId }) {
        return change(owner, (items) => {
          const { items: rest, removed } = mediaSetRules.remove(items, itemId);
          return { items: rest, result: (set) => ({ set, removed }) };
        });
      },
      async deleteSet({ owner }) {
        const r = ref(owner);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) return [];
          tx.delete(r);
          return toSet(owner, snap.data()).items;
        });
      },
      async listAll() {
        const snap = await col.get();
        return snap.docs
          .map((d) => ({ kind: d.get('ownerKind'), id: d.get('ownerId'), data: d.data() }))
          .filter((d) => (MEDIA_OWNER_KINDS as readonly string[]).includes(d.kind) && typeof d.id === 'string' && isValidId(d.id))
          .map((d) => toSet({ kind: d.kind as MediaOwnerKind, id: d.id as string }, d.data))
          .filter((s) => s.items.length > 0)
          .sort((a, b) => ownerKey(a.owner).localeCompare(ownerKey(b.owner)));
      },
      async importSet({ set }) {
        const r = ref(set.owner);
        if (set.items.length === 0) {
          await r.delete();
          return { owner: set.owner, items: [], updatedAt: null };
        }
        const updatedAt = importedTimestamp(set.updatedAt ?? new Date().toISOString());
        await r.set({ ownerKind: set.owner.kind, ownerId: set.owner.id, items: set.items, updatedAt });
        return toSet(set.owner, (await r.get()).data());
      },
    },
    'mediaSets',
  );
}
