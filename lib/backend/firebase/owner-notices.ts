import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { parseInput } from '@/lib/domain/errors';
import { OWNER_NOTICE_KINDS, ownerPreferencesInputSchema, toOwnerPreferences, type OwnerNotice, type OwnerNoticeKind, type OwnerPreferencesInput } from '@/lib/domain/notifications';
import type { OwnerNoticeStore } from '../types';
import { grpcCode, isDocId, plain, withFirestoreErrors } from './convert';

const OWNER_NOTICES = 'ownerNotices';
const ADMIN_SEEN = 'adminSeen';
const OWNER_DIGESTS = 'ownerDigests';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toNotice(id: string, d: DocumentData | undefined): OwnerNotice {
  const x = d ?? {};
  return {
    id,
    kind: (OWNER_NOTICE_KINDS as readonly string[]).includes(x.kind) ? (x.kind as OwnerNoticeKind) : 'message',
    subject: str(x.subject),
    text: str(x.text),
    adminPath: str(x.adminPath),
    createdAt: str(x.createdAt),
    mailedAt: typeof x.mailedAt === 'string' ? x.mailedAt : null,
  };
}

/**
 * `ownerNotices/<id>` (times as ISO strings; `pending` true until mailed), `adminSeen/<userId>`
 * ({ areas: { area: ISO } }), `settings/ownerPreferences` and `ownerDigests/<day>`
 * (docs/notifications.md). `pending` and `prune` use the index (pending ↑, createdAt ↑) and
 * `countSince` the index (kind ↑, createdAt ↑) of firestore.indexes.json. Clients read none of it.
 */
export function createFirebaseOwnerNoticeStore(db: Firestore): OwnerNoticeStore {
  const col = db.collection(OWNER_NOTICES);
  const seen = db.collection(ADMIN_SEEN);
  const prefs = db.collection('settings').doc('ownerPreferences');
  const digests = db.collection(OWNER_DIGESTS);
  const writePreferences = async (input: OwnerPreferencesInput, updatedAt: string) => {
    const data = { modes: { ...input.modes }, timeZone: input.timeZone, updatedAt };
    await prefs.set(data);
    return toOwnerPreferences(data);
  };

  return withFirestoreErrors<OwnerNoticeStore>(
    {
      async add({ notice, mailedAt }) {
        const ref = col.doc();
        const data = { kind: notice.kind, subject: notice.subject, text: notice.text, adminPath: notice.adminPath, createdAt: new Date().toISOString(), mailedAt, pending: mailedAt === null };
        await ref.create(data);
        return toNotice(ref.id, data);
      },
      async pending({ limit }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return [];
        const snap = await col.where('pending', '==', true).orderBy('createdAt', 'asc').orderBy(FieldPath.documentId(), 'asc').limit(n).get();
        return snap.docs.map((d) => toNotice(d.id, d.data()));
      },
      async markMailed({ ids, at }) {
        const valid = ids.filter(isDocId);
        for (let i = 0; i < valid.length; i += 400) {
          const chunk = valid.slice(i, i + 400);
          await db.runTransaction(async (tx) => {
            const snaps = await Promise.all(chunk.map((id) => tx.get(col.doc(id))));
            for (const s of snaps) if (s.exists && s.data()?.pending === true) tx.update(s.ref, { pending: false, mailedAt: at });
          });
        }
      },
      async countSince({ kinds, since }) {
        if (kinds.length === 0) return 0;
        let total = 0;
        // `in` takes at most 30 values; the kinds are five.
        for (let i = 0; i < kinds.length; i += 30) {
          let q = col.where('kind', 'in', kinds.slice(i, i + 30));
          if (since) q = q.where('createdAt', '>', since);
          total += (await q.count().get()).data().count;
        }
        return total;
      },
      async prune({ before, limit }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return 0;
        const snap = await col.where('pending', '==', false).where('createdAt', '<', before).orderBy('createdAt', 'asc').limit(n).get();
        if (snap.empty) return 0;
        const batch = db.batch();
        for (const d of snap.docs) batch.delete(d.ref);
        await batch.commit();
        return snap.size;
      },
      async getPreferences() {
        const snap = await prefs.get();
        return toOwnerPreferences(snap.exists ? plain(snap.data()) : null);
      },
      async setPreferences({ input }) {
        return writePreferences(input, new Date().toISOString());
      },
      async importPreferences({ record }) {
        return writePreferences(parseInput(ownerPreferencesInputSchema, record, 'notification choices'), record.updatedAt ?? new Date().toISOString());
      },
      async claimDigest({ period }) {
        if (!isDocId(period)) return false;
        try {
          await digests.doc(period).create({ at: new Date().toISOString() });
          return true;
        } catch (e) {
          if (grpcCode(e) === 6) return false; // ALREADY_EXISTS: claimed before
          throw e;
        }
      },
      async lastSeen({ userId }) {
        if (!isDocId(userId)) return {};
        const snap = await seen.doc(userId).get();
        const areas = snap.data()?.areas;
        if (!areas || typeof areas !== 'object') return {};
        return Object.fromEntries(Object.entries(areas as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
      },
      async markSeen({ userId, area, at }) {
        if (!isDocId(userId)) return;
        const ref = seen.doc(userId);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          const areas = (snap.data()?.areas ?? {}) as Record<string, unknown>;
          const prev = areas[area];
          if (typeof prev === 'string' && prev >= at) return;
          tx.set(ref, { areas: { [area]: at } }, { merge: true });
        });
      },
      async deleteByAdminPath({ adminPath }) {
        let n = 0;
        for (;;) {
          const snap = await col.where('adminPath', '==', adminPath).limit(400).get();
          if (snap.empty) return n;
          const batch = db.batch();
          for (const d of snap.docs) batch.delete(d.ref);
          await batch.commit();
          n += snap.size;
        }
      },
    },
    'ownerNotices',
  );
}
