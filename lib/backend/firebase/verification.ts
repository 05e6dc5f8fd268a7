import type { Firestore } from 'firebase-admin/firestore';
import { normalizeEmail } from '@/lib/domain/user';
import type { EmailVerificationStore } from '../types';
import { grpcCode, isDocId, withFirestoreErrors } from './convert';

const EMAIL_VERIFICATIONS = 'emailVerifications';
const VERIFIED_EMAILS = 'verifiedEmails';
const EMAIL_VERIFICATION_USES = 'emailVerificationUses';

const HASH = /^[0-9a-f]{64}$/;

/**
 * `emailVerifications/<sha256 of the token>` ({ userId, email, expiresAt, usedAt, createdAt }, ISO
 * times), `emailVerificationUses/<same>` (made once when the link is used) and `verifiedEmails/<userId>` ({ email, verifiedAt }). Server-only: the rules deny clients.
 * Firebase mode verifies password accounts through Firebase Auth itself (emailVerified); this store
 * records what the provider proved, so both backends answer `isVerified` the same way.
 */
export function createFirebaseEmailVerificationStore(db: Firestore): EmailVerificationStore {
  const links = db.collection(EMAIL_VERIFICATIONS);
  const verified = db.collection(VERIFIED_EMAILS);
  const uses = db.collection(EMAIL_VERIFICATION_USES);
  return withFirestoreErrors<EmailVerificationStore>(
    {
      async createToken({ userId, email, tokenHash, expiresAt }) {
        if (!HASH.test(tokenHash)) throw new Error('A verification token hash is 64 hex digits');
        await db.runTransaction(async (tx) => {
          const older = await tx.get(links.where('userId', '==', userId));
          const now = new Date().toISOString();
          for (const d of older.docs) if (d.get('usedAt') == null) tx.update(d.ref, { usedAt: now });
          tx.set(links.doc(tokenHash), { userId, email: normalizeEmail(email), expiresAt, usedAt: null, createdAt: now });
        });
      },
      async consume({ tokenHash, userId: by }) {
        if (!HASH.test(tokenHash)) return null;
        const ref = links.doc(tokenHash);
        const snap = await ref.get();
        const now = new Date().toISOString();
        const userId = snap.get('userId');
        const email = snap.get('email');
        if (!snap.exists || snap.get('usedAt') != null || typeof userId !== 'string' || typeof email !== 'string') return null;
        // Another account's attempt: the link stays unused for its own.
        if (userId !== by) return null;
        if (!(String(snap.get('expiresAt')) > now) || !isDocId(userId)) return null;
        // Single use without trusting a read: the first `create` of the use record wins, any other
        // (a second click at the same moment) fails with ALREADY_EXISTS.
        try {
          await uses.doc(tokenHash).create({ userId, usedAt: now });
        } catch (e) {
          if (grpcCode(e) === 6) return null;
          throw e;
        }
        await ref.update({ usedAt: now });
        await verified.doc(userId).set({ email, verifiedAt: now });
        return { userId, email };
      },
      async markVerified({ userId, email }) {
        if (!isDocId(userId)) throw new Error(`Bad user id ${JSON.stringify(userId)}`);
        await verified.doc(userId).set({ email: normalizeEmail(email), verifiedAt: new Date().toISOString() });
      },
      async isVerified({ userId, email }) {
        if (!isDocId(userId)) return false;
        const snap = await verified.doc(userId).get();
        return snap.exists && snap.get('email') === normalizeEmail(email);
      },
      async deleteByUser({ userId }) {
        if (!isDocId(userId)) return;
        const mine = await links.where('userId', '==', userId).get();
        const batch = db.batch();
        for (const d of mine.docs) {
          batch.delete(d.ref);
          batch.delete(uses.doc(d.id));
        }
        batch.delete(verified.doc(userId));
        await batch.commit();
      },
    },
    'email verifications',
  );
}
