import type { Firestore } from 'firebase-admin/firestore';
import { basicInfoDocument, toBasicInfo, toHeroImage, toMessageRetention } from '@/lib/domain/settings';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import type { SettingsStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/** `settings/basicInfo` and `settings/heroImage` (docs/product.md §3), read with the same helpers as the local adapter. */
export function createFirebaseSettingsStore(db: Firestore): SettingsStore {
  const basicInfo = db.collection('settings').doc('basicInfo');
  const heroImage = db.collection('settings').doc('heroImage');
  const messageRetention = db.collection('settings').doc('messageRetention');

  return withFirestoreErrors<SettingsStore>(
    {
      async getBasicInfo() {
        const snap = await basicInfo.get();
        return snap.exists ? toBasicInfo(plain(snap.data())) : null;
      },
      async setBasicInfo({ input }) {
        const data = { ...basicInfoDocument(input), updatedAt: nowTimestamp() };
        await basicInfo.set(data);
        return toBasicInfo(plain(data));
      },
      async getHeroImage() {
        const snap = await heroImage.get();
        return toHeroImage(snap.exists ? plain(snap.data()) : null);
      },
      async setHeroImage({ url }) {
        const data = { url, updatedAt: nowTimestamp() };
        await heroImage.set(data);
        return toHeroImage(plain(data));
      },
      async restoreHeroImage() {
        const data = { url: DEFAULT_HERO_IMAGE, restoredAt: nowTimestamp() };
        await heroImage.set(data);
        return toHeroImage(plain(data));
      },
      async getMessageRetention() {
        const snap = await messageRetention.get();
        return toMessageRetention(snap.exists ? plain(snap.data()) : null);
      },
      async setMessageRetention({ input }) {
        const data = { handledDays: input.handledDays, updatedAt: nowTimestamp() };
        await messageRetention.set(data);
        return toMessageRetention(plain(data));
      },
      async importBasicInfo({ record }) {
        const data = { ...basicInfoDocument(record), ...(record.updatedAt ? { updatedAt: importedTimestamp(record.updatedAt) } : {}) };
        await basicInfo.set(data);
        return toBasicInfo(plain(data));
      },
      async importMessageRetention({ record }) {
        const data = { handledDays: record.handledDays, ...(record.updatedAt ? { updatedAt: importedTimestamp(record.updatedAt) } : {}) };
        await messageRetention.set(data);
        return toMessageRetention(plain(data));
      },
      async importHeroImage({ record }) {
        const data = { url: record.url, ...(record.updatedAt ? { updatedAt: importedTimestamp(record.updatedAt) } : {}) };
        await heroImage.set(data);
        return toHeroImage(plain(data));
      },
    },
    'settings',
  );
}
