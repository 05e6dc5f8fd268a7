import {
  mediaSetRules,
  parseStoredItems,
  type MediaOwner,
  type MediaSet,
  type MediaSetItem,
  MEDIA_OWNER_KINDS,
  type MediaOwnerKind,
} from '@/lib/domain/media-set';
import { AppError } from '@/lib/domain/errors';
import { isValidId, newId } from '../ids';
import type { MediaSetStore } from '../types';
import type { Db } from './db';

type Row = { owner_kind: string; owner_id: string; items: string; updated_at: string };

function toSet(owner: MediaOwner, row: Row | undefined): MediaSet {
  if (!row) return { owner, items: [], updatedAt: null };
  let raw: unknown = [];
  try {
    raw = JSON.parse(row.items);
  } catch {
    raw = [];
  }
  return { owner, items: parseStoredItems(raw), updatedAt: row.updated_at };
}

/** One row per owner; each change reads and writes it inside one IMMEDIATE transaction. */
export function createLocalMediaSetStore(db: Db): MediaSetStore {
  const byOwner = db.prepare<[string, string], Row>('SELECT * FROM media_sets WHERE owner_kind = ? AND owner_id = ?');
  const upsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO media_sets (owner_kind, owner_id, items, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET items = excluded.items, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM media_sets WHERE owner_kind = ? AND owner_id = ?');
  const all = db.prepare<[], Row>("SELECT * FROM media_sets WHERE items <> '[]' ORDER BY owner_kind, owner_id");

  const read = (owner: MediaOwner) => toSet(owner, isValidId(owner.id) ? byOwner.get(owner.kind, owner.id) : undefined);

  function write(owner: MediaOwner, items: MediaSetItem[], at = new Date().toISOString()): MediaSet {
    if (items.length === 0) remove.run(owner.kind, owner.id);
    else upsert.run(owner.kind, owner.id, JSON.stringify(items), at);
    return { owner, items, updatedAt: items.length === 0 ? null : at };
  }

  /** Read-modify-write in one transaction: two admins editing one set cannot lose a change. */
  function change<T>(owner: MediaOwner, fn: (items: MediaSetItem[]) => { items: MediaSetItem[]; result: (set: MediaSet) => T }): T {
    if (!isValidId(owner.id)) throw new AppError('invalid_input', 'Unknown owner.');
    const tx = db.transaction(() => {
      const { items, result } = fn(read(owner).items);
      return result(write(owner, items));
    });
    return tx.immediate();
  }

  return {
    async get({ owner }) {
      return read(owner);
    },
    async addItem({ owner, item }) {
      const full: MediaSetItem = { ...item, id: newId(), createdAt: new Date().toISOString() };
      return change(owner, (items) => ({ items: mediaSetRules.add(items, full), result: (s) => s }));
    },
    async updateItem({ owner, itemId, caption, alt }) {
      return change(owner, (items) => ({ items: mediaSetRules.label(items, itemId, { caption, alt }), result: (s) => s }));
    },
    async reorder({ owner, itemIds }) {
      return change(owner, (items) => ({ items: mediaSetRules.reorder(items, itemIds), result: (s) => s }));
    },
    async setCover({ owner, itemId }) {
      return change(owner, (items) => ({ items: mediaSetRules.cover(items, itemId), result: (s) => s }));
    },
    async removeItem({ owner, itemId }) {
      return change(owner, (items) => {
        const { items: rest, removed } = mediaSetRules.remove(items, itemId);
        return { items: rest, result: (set) => ({ set, removed }) };
      });
    },
    async deleteSet({ owner }) {
      const tx = db.transaction(() => {
        const { items } = read(owner);
        remove.run(owner.kind, owner.id);
        return items;
      });
      return tx.immediate();
    },
    async listAll() {
      return all
        .all()
        .filter((r) => (MEDIA_OWNER_KINDS as readonly string[]).includes(r.owner_kind))
        .map((r) => toSet({ kind: r.owner_kind as MediaOwnerKind, id: r.owner_id }, r))
        .filter((s) => s.items.length > 0);
    },
    async importSet({ set }) {
      return write(set.owner, set.items, set.updatedAt ?? new Date().toISOString());
    },
  };
}
