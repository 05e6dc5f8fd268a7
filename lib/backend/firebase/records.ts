import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { AppError, parseInput } from '@/lib/domain/errors';
import { byTime, toWeightEntry, weightInputSchema, type WeightInput } from '@/lib/domain/growth';
import {
  healthEventInputSchema,
  puppyIdentityInputSchema,
  recordSettingsSchema,
  toHealthEvent,
  toPuppyIdentity,
  toRecordSettings,
  type HealthEvent,
  type HealthEventInput,
  type PuppyIdentityInput,
} from '@/lib/domain/health';
import { isValidId } from '../ids';
import type { PuppyRecordStore } from '../types';
import { docsById } from './collection';
import { plain, withFirestoreErrors } from './convert';

/**
 * The puppy's record (docs/puppy-record.md): `puppyWeights` and `puppyHealth` (one document per
 * entry, with puppyId), `puppyIdentities/<puppyId>` and `puppyRecordSettings/main`. Server-only:
 * firestore.rules deny every client. Lists query `puppyId in [...]` (at most 30 ids a query,
 * Firestore's limit) and sort in memory, so they need only the automatic single-field index.
 * Times are ISO strings, as the SQLite adapter stores them.
 */
const PUPPY_WEIGHTS = 'puppyWeights';
const PUPPY_HEALTH = 'puppyHealth';
const PUPPY_IDENTITIES = 'puppyIdentities';
const PUPPY_RECORD_SETTINGS = 'puppyRecordSettings';

const weightFields = (i: WeightInput) => ({ puppyId: i.puppyId, litterId: i.litterId, grams: i.grams, at: i.at });
const healthFields = (i: HealthEventInput) => ({
  puppyId: i.puppyId,
  litterId: i.litterId,
  kind: i.kind,
  what: i.what,
  product: i.product,
  lot: i.lot,
  date: i.date,
  givenBy: i.givenBy,
  note: i.note,
});

const byDate = (a: HealthEvent, b: HealthEvent) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function createFirebaseRecordStore(db: Firestore): PuppyRecordStore {
  const weights = db.collection(PUPPY_WEIGHTS);
  const health = db.collection(PUPPY_HEALTH);
  const identities = db.collection(PUPPY_IDENTITIES);
  const settingsDoc = db.collection(PUPPY_RECORD_SETTINGS).doc('main');
  const weightDocs = docsById(db, weights, 'weight', (id, data) => toWeightEntry(id, plain(data)));
  const healthDocs = docsById(db, health, 'health event', (id, data) => toHealthEvent(id, plain(data)));

  async function byPuppies(col: CollectionReference, puppyIds: readonly string[]) {
    const list = [...new Set(puppyIds)].filter(isValidId);
    const chunks: string[][] = [];
    for (let i = 0; i < list.length; i += 30) chunks.push(list.slice(i, i + 30));
    const snaps = await Promise.all(chunks.map((c) => col.where('puppyId', 'in', c).get()));
    return snaps.flatMap((s) => s.docs.map((d) => ({ id: d.id, data: plain(d.data()) })));
  }

  const store: PuppyRecordStore = {
    async listWeights({ puppyIds }) {
      return (await byPuppies(weights, puppyIds)).map((d) => toWeightEntry(d.id, d.data)).sort(byTime);
    },
    async addWeights({ entries }) {
      const checked = entries.map((e) => parseInput<WeightInput>(weightInputSchema, e, 'weight'));
      if (!checked.length) return [];
      const now = new Date().toISOString();
      const batch = db.batch();
      const made = checked.map((i) => {
        const ref = weights.doc();
        const data = { ...weightFields(i), createdAt: now };
        batch.create(ref, data);
        return toWeightEntry(ref.id, data);
      });
      await batch.commit();
      return made;
    },
    async deleteWeight({ id }) {
      return weightDocs.remove(id);
    },
    async listHealth({ puppyIds }) {
      return (await byPuppies(health, puppyIds)).map((d) => toHealthEvent(d.id, d.data)).sort(byDate);
    },
    async addHealth({ input }) {
      const i = parseInput<HealthEventInput>(healthEventInputSchema, input, 'health event');
      const ref = health.doc();
      const data = { ...healthFields(i), createdAt: new Date().toISOString() };
      await ref.create(data);
      return toHealthEvent(ref.id, data);
    },
    async deleteHealth({ id }) {
      return healthDocs.remove(id);
    },
    async getIdentity({ puppyId }) {
      if (!isValidId(puppyId)) return toPuppyIdentity(puppyId, {}, null);
      const snap = await identities.doc(puppyId).get();
      const data = snap.exists ? plain(snap.data()) : {};
      return toPuppyIdentity(puppyId, data, typeof data.updatedAt === 'string' ? data.updatedAt : null);
    },
    async setIdentity({ puppyId, input }) {
      if (!isValidId(puppyId)) throw new AppError('invalid_input', 'That puppy no longer exists. Reload the page.');
      const i = parseInput<PuppyIdentityInput>(puppyIdentityInputSchema, input, 'identity');
      await identities.doc(puppyId).set({ ...i, checklist: [...new Set(i.checklist)], updatedAt: new Date().toISOString() });
      return store.getIdentity({ puppyId });
    },
    async getSettings() {
      const snap = await settingsDoc.get();
      if (!snap.exists) return toRecordSettings(null, null);
      const { updatedAt, ...rest } = plain(snap.data());
      return toRecordSettings(rest, typeof updatedAt === 'string' ? updatedAt : null);
    },
    async setSettings({ input }) {
      const i = parseInput(recordSettingsSchema, input, 'settings');
      await settingsDoc.set({ ...i, updatedAt: new Date().toISOString() });
      return store.getSettings();
    },
    async deleteByPuppy({ puppyId }) {
      if (!isValidId(puppyId)) return;
      const [w, h] = await Promise.all([weights.where('puppyId', '==', puppyId).get(), health.where('puppyId', '==', puppyId).get()]);
      const refs = [...w.docs.map((d) => d.ref), ...h.docs.map((d) => d.ref), identities.doc(puppyId)];
      for (let i = 0; i < refs.length; i += 400) {
        const batch = db.batch();
        refs.slice(i, i + 400).forEach((r) => batch.delete(r));
        await batch.commit();
      }
    },
    async dump() {
      const [w, h, ids, s] = await Promise.all([weights.get(), health.get(), identities.get(), settingsDoc.get()]);
      const byCreated = <T extends { createdAt: string; id: string }>(a: T, b: T) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
      return {
        weights: w.docs.map((d) => toWeightEntry(d.id, plain(d.data()))).sort(byCreated),
        health: h.docs.map((d) => toHealthEvent(d.id, plain(d.data()))).sort(byCreated),
        identities: ids.docs.map((d) => {
          const data = plain(d.data());
          return toPuppyIdentity(d.id, data, typeof data.updatedAt === 'string' ? data.updatedAt : null);
        }),
        settings: s.exists ? await store.getSettings() : null,
      };
    },
    async importDump({ dump }) {
      const writes: [DocumentReference, Record<string, unknown>][] = [];
      for (const x of dump.weights) {
        if (!isValidId(x.id)) throw new AppError('invalid_input', `Bad weight id ${JSON.stringify(x.id)}`);
        writes.push([weights.doc(x.id), { ...weightFields(parseInput<WeightInput>(weightInputSchema, x, 'weight')), createdAt: x.createdAt }]);
      }
      for (const x of dump.health) {
        if (!isValidId(x.id)) throw new AppError('invalid_input', `Bad health event id ${JSON.stringify(x.id)}`);
        writes.push([health.doc(x.id), { ...healthFields(parseInput<HealthEventInput>(healthEventInputSchema, x, 'health event')), createdAt: x.createdAt }]);
      }
      for (const x of dump.identities) {
        if (!isValidId(x.puppyId)) throw new AppError('invalid_input', `Bad puppy id ${JSON.stringify(x.puppyId)}`);
        writes.push([identities.doc(x.puppyId), { ...parseInput<PuppyIdentityInput>(puppyIdentityInputSchema, x, 'identity'), updatedAt: x.updatedAt ?? new Date().toISOString() }]);
      }
      if (dump.settings) writes.push([settingsDoc, { ...parseInput(recordSettingsSchema, dump.settings, 'settings'), updatedAt: dump.settings.updatedAt ?? new Date().toISOString() }]);
      for (let i = 0; i < writes.length; i += 400) {
        const batch = db.batch();
        for (const [ref, data] of writes.slice(i, i + 400)) batch.set(ref, data);
        await batch.commit();
      }
    },
  };
  return withFirestoreErrors<PuppyRecordStore>(store, 'records');
}
