import { basicInfoDocument, toBasicInfo, toHeroImage, toMessageRetention } from '@/lib/domain/settings';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import type { SettingsStore } from '../types';
import type { Db } from './db';

/**
 * The `settings` table: small documents stored as JSON under their document id (Firestore's
 * `settings/<id>`). `doc` reads one (null when never written), `put` writes one whole.
 */
export function settingDocs(db: Db) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare(
    'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );

  function doc(key: string): Record<string, unknown> | null {
    const row = read.get(key);
    if (!row) return null;
    try {
      const v: unknown = JSON.parse(row.value);
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      // A damaged document reads as empty rather than taking the site down.
      return {};
    }
  }

  function put(key: string, value: Record<string, unknown>, at: string) {
    write.run(key, JSON.stringify(value), at);
  }

  return { doc, put };
}

/** Settings are small documents (docs/product.md §3), stored as JSON under their document id. */
export function createLocalSettingsStore(db: Db): SettingsStore {
  const { doc, put } = settingDocs(db);

  return {
    async getBasicInfo() {
      const d = doc('basicInfo');
      return d ? toBasicInfo(d) : null;
    },
    async setBasicInfo({ input }) {
      const updatedAt = new Date().toISOString();
      put(
        'basicInfo',
        { ...basicInfoDocument(input), updatedAt },
        updatedAt,
      );
      return toBasicInfo(doc('basicInfo') ?? {});
    },
    async getHeroImage() {
      return toHeroImage(doc('heroImage'));
    },
    async setHeroImage({ url }) {
      const updatedAt = new Date().toISOString();
      put('heroImage', { url, updatedAt }, updatedAt);
      return toHeroImage(doc('heroImage'));
    },
    async restoreHeroImage() {
      const restoredAt = new Date().toISOString();
      put('heroImage', { url: DEFAULT_HERO_IMAGE, restoredAt }, restoredAt);
      return toHeroImage(doc('heroImage'));
    },
    async getMessageRetention() {
      return toMessageRetention(doc('messageRetention'));
    },
    async setMessageRetention({ input }) {
      const updatedAt = new Date().toISOString();
      put('messageRetention', { handledDays: input.handledDays, updatedAt }, updatedAt);
      return toMessageRetention(doc('messageRetention'));
    },
    async importBasicInfo({ record }) {
      const updatedAt = record.updatedAt ?? new Date().toISOString();
      put(
        'basicInfo',
        { ...basicInfoDocument(record), ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}) },
        updatedAt,
      );
      return toBasicInfo(doc('basicInfo') ?? {});
    },
    async importMessageRetention({ record }) {
      const at = record.updatedAt ?? new Date().toISOString();
      put('messageRetention', { handledDays: record.handledDays, ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}) }, at);
      return toMessageRetention(doc('messageRetention'));
    },
    async importHeroImage({ record }) {
      const at = record.updatedAt ?? new Date().toISOString();
      put('heroImage', { url: record.url, ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}) }, at);
      return toHeroImage(doc('heroImage'));
    },
  };
}
