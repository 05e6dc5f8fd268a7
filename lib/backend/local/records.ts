import { AppError, parseInput } from '@/lib/domain/errors';
import { byTime, toWeightEntry, weightInputSchema, type WeightEntry, type WeightInput } from '@/lib/domain/growth';
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
import { isValidId, newId } from '../ids';
import type { PuppyRecordStore } from '../types';
import { getMeta, setMeta, type Db } from './db';

type WeightRow = { id: string; puppy_id: string; litter_id: string | null; grams: number; at: string; created_at: string };
type HealthRow = { id: string; puppy_id: string; litter_id: string | null; kind: string; what: string; product: string; lot: string; date: string; given_by: string; note: string; created_at: string };
type IdentityRow = { puppy_id: string; data: string; updated_at: string };

const SETTINGS_KEY = 'puppyRecordSettings';

const toWeight = (r: WeightRow): WeightEntry => toWeightEntry(r.id, { puppyId: r.puppy_id, litterId: r.litter_id, grams: r.grams, at: r.at, createdAt: r.created_at });
const toHealth = (r: HealthRow): HealthEvent =>
  toHealthEvent(r.id, { puppyId: r.puppy_id, litterId: r.litter_id, kind: r.kind, what: r.what, product: r.product, lot: r.lot, date: r.date, givenBy: r.given_by, note: r.note, createdAt: r.created_at });

/** Tables puppy_weights, puppy_health and puppy_identity; the settings are one JSON value in meta. */
export function createLocalRecordStore(db: Db): PuppyRecordStore {
  const insertWeight = db.prepare('INSERT OR REPLACE INTO puppy_weights (id, puppy_id, litter_id, grams, at, created_at) VALUES (@id, @puppy_id, @litter_id, @grams, @at, @created_at)');
  const weightById = db.prepare<[string], WeightRow>('SELECT * FROM puppy_weights WHERE id = ?');
  const insertHealth = db.prepare(
    'INSERT OR REPLACE INTO puppy_health (id, puppy_id, litter_id, kind, what, product, lot, date, given_by, note, created_at) VALUES (@id, @puppy_id, @litter_id, @kind, @what, @product, @lot, @date, @given_by, @note, @created_at)',
  );
  const healthById = db.prepare<[string], HealthRow>('SELECT * FROM puppy_health WHERE id = ?');
  const identityOf = db.prepare<[string], IdentityRow>('SELECT * FROM puppy_identity WHERE puppy_id = ?');
  const putIdentity = db.prepare('INSERT OR REPLACE INTO puppy_identity (puppy_id, data, updated_at) VALUES (?, ?, ?)');

  const ids = (puppyIds: readonly string[]) => [...new Set(puppyIds)].filter(isValidId);
  const inList = (n: number) => Array.from({ length: n }, () => '?').join(', ');

  const weightRow = (id: string, i: WeightInput, createdAt: string) => ({ id, puppy_id: i.puppyId, litter_id: i.litterId, grams: i.grams, at: i.at, created_at: createdAt });
  const healthRow = (id: string, i: HealthEventInput, createdAt: string) => ({
    id,
    puppy_id: i.puppyId,
    litter_id: i.litterId,
    kind: i.kind,
    what: i.what,
    product: i.product,
    lot: i.lot,
    date: i.date,
    given_by: i.givenBy,
    note: i.note,
    created_at: createdAt,
  });

  const addWeightsTx = db.transaction((entries: WeightInput[]) => {
    const now = new Date().toISOString();
    const made = entries.map((e) => {
      const id = newId();
      insertWeight.run(weightRow(id, e, now));
      return id;
    });
    return made.map((id) => toWeight(weightById.get(id)!));
  });
  const deleteByPuppyTx = db.transaction((puppyId: string) => {
    db.prepare('DELETE FROM puppy_weights WHERE puppy_id = ?').run(puppyId);
    db.prepare('DELETE FROM puppy_health WHERE puppy_id = ?').run(puppyId);
    db.prepare('DELETE FROM puppy_identity WHERE puppy_id = ?').run(puppyId);
  });

  const store: PuppyRecordStore = {
    async listWeights({ puppyIds }) {
      const list = ids(puppyIds);
      if (!list.length) return [];
      const rows = db.prepare<string[], WeightRow>(`SELECT * FROM puppy_weights WHERE puppy_id IN (${inList(list.length)})`).all(...list);
      return rows.map(toWeight).sort(byTime);
    },
    async addWeights({ entries }) {
      const checked = entries.map((e) => parseInput<WeightInput>(weightInputSchema, e, 'weight'));
      return checked.length ? addWeightsTx.immediate(checked) : [];
    },
    async deleteWeight({ id }) {
      const row = isValidId(id) ? weightById.get(id) : undefined;
      if (!row) throw new AppError('not_found', `No weight ${id}`);
      db.prepare('DELETE FROM puppy_weights WHERE id = ?').run(id);
      return toWeight(row);
    },
    async listHealth({ puppyIds }) {
      const list = ids(puppyIds);
      if (!list.length) return [];
      const rows = db.prepare<string[], HealthRow>(`SELECT * FROM puppy_health WHERE puppy_id IN (${inList(list.length)}) ORDER BY date ASC, created_at ASC, rowid ASC`).all(...list);
      return rows.map(toHealth);
    },
    async addHealth({ input }) {
      const i = parseInput<HealthEventInput>(healthEventInputSchema, input, 'health event');
      const id = newId();
      insertHealth.run(healthRow(id, i, new Date().toISOString()));
      return toHealth(healthById.get(id)!);
    },
    async deleteHealth({ id }) {
      const row = isValidId(id) ? healthById.get(id) : undefined;
      if (!row) throw new AppError('not_found', `No health event ${id}`);
      db.prepare('DELETE FROM puppy_health WHERE id = ?').run(id);
      return toHealth(row);
    },
    async getIdentity({ puppyId }) {
      const row = isValidId(puppyId) ? identityOf.get(puppyId) : undefined;
      return toPuppyIdentity(puppyId, row ? (JSON.parse(row.data) as Record<string, unknown>) : {}, row?.updated_at ?? null);
    },
    async setIdentity({ puppyId, input }) {
      if (!isValidId(puppyId)) throw new AppError('invalid_input', 'That puppy no longer exists. Reload the page.');
      const i = parseInput<PuppyIdentityInput>(puppyIdentityInputSchema, input, 'identity');
      const now = new Date().toISOString();
      putIdentity.run(puppyId, JSON.stringify({ ...i, checklist: [...new Set(i.checklist)] }), now);
      return store.getIdentity({ puppyId });
    },
    async getSettings() {
      const raw = getMeta(db, SETTINGS_KEY);
      if (!raw) return toRecordSettings(null, null);
      const { updatedAt, ...rest } = JSON.parse(raw) as Record<string, unknown>;
      return toRecordSettings(rest, typeof updatedAt === 'string' ? updatedAt : null);
    },
    async setSettings({ input }) {
      const i = parseInput(recordSettingsSchema, input, 'settings');
      setMeta(db, SETTINGS_KEY, JSON.stringify({ ...i, updatedAt: new Date().toISOString() }));
      return store.getSettings();
    },
    async deleteByPuppy({ puppyId }) {
      if (isValidId(puppyId)) deleteByPuppyTx.immediate(puppyId);
    },
    async dump() {
      const weights = db.prepare<[], WeightRow>('SELECT * FROM puppy_weights ORDER BY created_at ASC, rowid ASC').all().map(toWeight);
      const health = db.prepare<[], HealthRow>('SELECT * FROM puppy_health ORDER BY created_at ASC, rowid ASC').all().map(toHealth);
      const identities = db
        .prepare<[], IdentityRow>('SELECT * FROM puppy_identity ORDER BY puppy_id')
        .all()
        .map((r) => toPuppyIdentity(r.puppy_id, JSON.parse(r.data) as Record<string, unknown>, r.updated_at));
      const settings = getMeta(db, SETTINGS_KEY) ? await store.getSettings() : null;
      return { weights, health, identities, settings };
    },
    async importDump({ dump }) {
      const weights = dump.weights.map((w) => {
        if (!isValidId(w.id)) throw new AppError('invalid_input', `Bad weight id ${JSON.stringify(w.id)}`);
        return weightRow(w.id, parseInput<WeightInput>(weightInputSchema, w, 'weight'), w.createdAt);
      });
      const health = dump.health.map((h) => {
        if (!isValidId(h.id)) throw new AppError('invalid_input', `Bad health event id ${JSON.stringify(h.id)}`);
        return healthRow(h.id, parseInput<HealthEventInput>(healthEventInputSchema, h, 'health event'), h.createdAt);
      });
      const identities = dump.identities.map((x) => {
        if (!isValidId(x.puppyId)) throw new AppError('invalid_input', `Bad puppy id ${JSON.stringify(x.puppyId)}`);
        return { puppyId: x.puppyId, data: parseInput<PuppyIdentityInput>(puppyIdentityInputSchema, x, 'identity'), updatedAt: x.updatedAt ?? new Date().toISOString() };
      });
      const settings = dump.settings ? { ...parseInput(recordSettingsSchema, dump.settings, 'settings'), updatedAt: dump.settings.updatedAt ?? new Date().toISOString() } : null;
      db.transaction(() => {
        for (const w of weights) insertWeight.run(w);
        for (const h of health) insertHealth.run(h);
        for (const x of identities) putIdentity.run(x.puppyId, JSON.stringify(x.data), x.updatedAt);
        if (settings) setMeta(db, SETTINGS_KEY, JSON.stringify(settings));
      }).immediate();
    },
  };
  return store;
}
