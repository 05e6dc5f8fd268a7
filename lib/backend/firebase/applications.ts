import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { APPLICATION_STATUSES, TOKEN_HASH, toApplication, type Application, type ApplicationCounts, type ApplicationFilter } from '@/lib/domain/application';
import { AppError } from '@/lib/domain/errors';
import { normalizeEmail } from '@/lib/domain/user';
import type { ApplicationStore } from '../types';
import { docsById } from './collection';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/**
 * Collection `applications` (docs/family-journey.md): personal data; firestore.rules deny every client read.
 * Queried fields (status, litterId, email, userId, statusTokenHash, createdAt) are top-level;
 * litterId copies preferences.litterId. Composite indexes: firestore.indexes.json.
 */
const APPLICATIONS = 'applications';

function docToApplication(id: string, data: DocumentData | undefined): Application {
  return toApplication(id, plain(data));
}

function groups(a: Pick<Application, 'contact' | 'answers' | 'preferences' | 'agreements'>) {
  return {
    contact: { ...a.contact, email: normalizeEmail(a.contact.email) },
    answers: { ...a.answers },
    preferences: { ...a.preferences },
    agreements: { ...a.agreements },
    email: normalizeEmail(a.contact.email),
    litterId: a.preferences.litterId,
  };
}

function checkHash(tokenHash: string | null | undefined): string | null {
  if (tokenHash == null) return null;
  if (!TOKEN_HASH.test(tokenHash)) throw new AppError('invalid_input', 'A status token hash is 64 lowercase hex characters.');
  return tokenHash;
}

export function createFirebaseApplicationStore(db: Firestore): ApplicationStore {
  const col = db.collection(APPLICATIONS);
  const docs = docsById(db, col, 'application', docToApplication);

  function filtered(f: ApplicationFilter): Query {
    let q: Query = col;
    if (f.status) q = q.where('status', '==', f.status);
    if (f.litterId) q = q.where('litterId', '==', f.litterId);
    return q;
  }

  const change = (id: string, patch: Record<string, unknown>): Promise<Application> => docs.patch(id, () => patch);

  const newestFirst = (q: Query) => q.orderBy('createdAt', 'desc');

  return withFirestoreErrors<ApplicationStore>(
    {
      async create({ input, userId = null, statusTokenHash = null }) {
        const r = col.doc();
        const now = nowTimestamp();
        const data = { ...groups(input), status: 'submitted', notes: '', userId, statusTokenHash: checkHash(statusTokenHash), createdAt: now, updatedAt: now };
        await r.create(data);
        return docToApplication(r.id, data);
      },
      async get({ id }) {
        return docs.get(id);
      },
      async getByTokenHash({ tokenHash }) {
        if (typeof tokenHash !== 'string' || !TOKEN_HASH.test(tokenHash)) return null;
        const snap = await col.where('statusTokenHash', '==', tokenHash).limit(1).get();
        const d = snap.docs[0];
        return d ? docToApplication(d.id, d.data()) : null;
      },
      async page({ limit, offset, ...f }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return [];
        // limit(offset + limit) and skip here: the offline emulator ignores query offsets, and a
        // native offset is billed for the skipped documents anyway (as PuppyStore.pageAll).
        const skip = Math.max(0, Math.floor(offset));
        const snap = await newestFirst(filtered(f)).limit(skip + n).get();
        return snap.docs.slice(skip).map((d) => docToApplication(d.id, d.data()));
      },
      async count(f = {}) {
        return (await filtered(f).count().get()).data().count;
      },
      async counts() {
        const [total, ...per] = await Promise.all([
          col.count().get(),
          ...APPLICATION_STATUSES.map((s) => col.where('status', '==', s).count().get()),
        ]);
        const out = { total: total.data().count } as ApplicationCounts;
        APPLICATION_STATUSES.forEach((s, i) => (out[s] = per[i]!.data().count));
        return out;
      },
      async listByEmail({ email }) {
        const snap = await newestFirst(col.where('email', '==', normalizeEmail(email))).get();
        return snap.docs.map((d) => docToApplication(d.id, d.data()));
      },
      async listByUser({ userId }) {
        if (!userId) return [];
        const snap = await newestFirst(col.where('userId', '==', userId)).get();
        return snap.docs.map((d) => docToApplication(d.id, d.data()));
      },
      async setStatus({ id, status }) {
        if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) throw new AppError('invalid_input', `Unknown status ${JSON.stringify(status)}`);
        return change(id, { status });
      },
      async setNotes({ id, notes }) {
        return change(id, { notes });
      },
      async setUserId({ id, userId }) {
        return change(id, { userId });
      },
      async setStatusTokenHash({ id, tokenHash }) {
        return change(id, { statusTokenHash: checkHash(tokenHash) });
      },
      async delete({ id }) {
        return docs.remove(id);
      },
      async listAll() {
        const snap = await col.orderBy('createdAt', 'asc').get();
        return snap.docs.map((d) => docToApplication(d.id, d.data()));
      },
      async importRecord({ record }) {
        const r = docs.importRef(record.id);
        await r.set({
          ...groups(record),
          status: record.status,
          notes: record.notes,
          userId: record.userId,
          statusTokenHash: checkHash(record.statusTokenHash),
          createdAt: importedTimestamp(record.createdAt),
          updatedAt: importedTimestamp(record.updatedAt),
        });
        return docToApplication(record.id, (await r.get()).data());
      },
    },
    'applications',
  );
}
