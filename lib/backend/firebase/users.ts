import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { normalizeEmail } from '@/lib/domain/user';
import type { UserStore } from '../types';
import { docToUser, grpcCode, importedTimestamp, isDocId, nowTimestamp, sessionVersionOf, timeKey, withFirestoreErrors } from './convert';

const USERS = 'users';

const PASSWORDS_ELSEWHERE =
  'Passwords live in Firebase Auth when BACKEND=firebase; password resets use the Firebase reset email.';

/**
 * `users/{uid}` with `{ email, role, sessionVersion }` (docs/product.md §3; `sessionVersion` ends sessions), keyed by the Firebase Auth uid when the caller
 * gives one. Emails are stored lowercase, so `getByEmail` is one equality query.
 */
export function createFirebaseUserStore(db: Firestore): UserStore {
  const col = db.collection(USERS);

  return withFirestoreErrors<UserStore>(
    {
      async getById({ id }) {
        if (!isDocId(id)) return null;
        const snap = await col.doc(id).get();
        return snap.exists ? docToUser(id, snap.data()) : null;
      },
      async getByEmail({ email }) {
        const snap = await col.where('email', '==', normalizeEmail(email)).limit(1).get();
        const doc = snap.docs[0];
        return doc ? docToUser(doc.id, doc.data()) : null;
      },
      /**
       * Firestore has no unique constraint: the email query and the create run in one transaction
       * (serializable on Firestore), so two sign-ups of one address cannot both make a record.
       * Firebase Auth itself already allows one account per email address.
       */
      async create({ email, role = 'user', id }) {
        const address = normalizeEmail(email);
        if (id !== undefined && !isDocId(id)) throw new AppError('invalid_input', `Bad user id ${JSON.stringify(id)}`);
        const ref = id ? col.doc(id) : col.doc();
        return db.runTransaction(async (tx) => {
          const [same, existing] = await Promise.all([tx.get(col.where('email', '==', address).limit(1)), tx.get(ref)]);
          if (!same.empty || existing.exists) throw new AppError('conflict', 'email-already-in-use');
          const now = nowTimestamp();
          const data = { email: address, role, sessionVersion: 0, createdAt: now, updatedAt: now };
          tx.create(ref, data);
          return docToUser(ref.id, data);
        });
      },
      async setRole({ id, role }) {
        if (!isDocId(id)) throw new AppError('not_found', `No user ${id}`);
        const ref = col.doc(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (!snap.exists) throw new AppError('not_found', `No user ${id}`);
          const current = docToUser(id, snap.data());
          // A demotion ends the admin's sessions in the same write.
          const demoted = current.role === 'admin' && role !== 'admin';
          // An increment, not a computed value, so a concurrent Logout's increment is never lost.
          tx.update(ref, { role, updatedAt: nowTimestamp(), ...(demoted ? { sessionVersion: FieldValue.increment(1) } : {}) });
          return { ...current, role, sessionVersion: current.sessionVersion + (demoted ? 1 : 0) };
        });
      },
      /** In one transaction with the email query, as `create`: two accounts never end up with one address. */
      async setEmail({ id, email }) {
        if (!isDocId(id)) throw new AppError('not_found', `No user ${id}`);
        const address = normalizeEmail(email);
        const ref = col.doc(id);
        return db.runTransaction(async (tx) => {
          const [snap, same] = await Promise.all([tx.get(ref), tx.get(col.where('email', '==', address).limit(1))]);
          if (!snap.exists) throw new AppError('not_found', `No user ${id}`);
          if (same.docs.some((d) => d.id !== id)) throw new AppError('conflict', 'email-already-in-use');
          tx.update(ref, { email: address, updatedAt: nowTimestamp() });
          return { ...docToUser(id, snap.data()), email: address };
        });
      },
      /** No password is stored here in Firebase mode, so a password sign-in finds none. */
      async getPasswordHash() {
        return null;
      },
      async setPasswordHash() {
        throw new AppError('unavailable', PASSWORDS_ELSEWHERE);
      },
      /**
       * One atomic increment on the server (no read-modify-write), so Logouts at the same moment
       * on several devices all count; `update` fails with NOT_FOUND when there is no such user.
       */
      async endSessions({ id }) {
        if (!isDocId(id)) throw new AppError('not_found', `No user ${id}`);
        const ref = col.doc(id);
        try {
          await ref.update({ sessionVersion: FieldValue.increment(1), updatedAt: nowTimestamp() });
        } catch (e) {
          if (grpcCode(e) === 5) throw new AppError('not_found', `No user ${id}`);
          throw e;
        }
        return sessionVersionOf((await ref.get()).get('sessionVersion'));
      },
      async count() {
        return (await col.count().get()).data().count;
      },
      async createPasswordReset() {
        throw new AppError('unavailable', PASSWORDS_ELSEWHERE);
      },
      async consumePasswordReset() {
        throw new AppError('unavailable', PASSWORDS_ELSEWHERE);
      },
      /** The whole collection (documents without createdAt too), oldest first. */
      async listAll() {
        const snap = await col.get();
        return snap.docs
          .map((d) => ({ u: docToUser(d.id, d.data()), t: timeKey(d.get('createdAt')) }))
          .sort((a, b) => a.t - b.t || a.u.id.localeCompare(b.u.id))
          .map((x) => x.u);
      },
      /** The password hash goes to Firebase Auth (IdentityStore.importAccounts), never to Firestore. */
      async importRecord({ record }) {
        if (!isDocId(record.id)) throw new AppError('invalid_input', `Bad user id ${JSON.stringify(record.id)}`);
        const address = normalizeEmail(record.email);
        const ref = col.doc(record.id);
        return db.runTransaction(async (tx) => {
          const same = await tx.get(col.where('email', '==', address).limit(2));
          if (same.docs.some((d) => d.id !== record.id)) throw new AppError('conflict', 'email-already-in-use');
          const data = {
            email: address,
            role: record.role,
            sessionVersion: record.sessionVersion ?? 0,
            createdAt: importedTimestamp(record.createdAt),
            updatedAt: nowTimestamp(),
          };
          tx.set(ref, data);
          return docToUser(record.id, data);
        });
      },
    },
    'users',
  );
}
