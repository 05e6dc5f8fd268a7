import type { Auth } from 'firebase-admin/auth';
import { AppError } from '@/lib/domain/errors';
import type { IdentityStore } from '../types';

function authCode(e: unknown): string {
  const info = e as { code?: unknown; errorInfo?: { code?: unknown } } | null;
  const code = info?.errorInfo?.code ?? info?.code;
  return typeof code === 'string' ? code : '';
}

/** Answers about the token or the account itself (as opposed to Firebase being unreachable). */
const REFUSALS = /^auth\/(id-token-expired|id-token-revoked|invalid-id-token|argument-error|user-disabled|user-not-found|invalid-credential|project-not-found|tenant-id-mismatch)$/;

/** Firebase Auth through firebase-admin: ID token checks, custom claims, session revocation. */
export function createFirebaseIdentity(auth: Auth): IdentityStore {
  return {
    async verifyIdToken({ token }) {
      try {
        // checkRevoked: a token issued before revokeRefreshTokens (or of a disabled account) is refused.
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          email: typeof decoded.email === 'string' ? decoded.email : null,
          emailVerified: decoded.email_verified === true,
          signInProvider: typeof decoded.firebase?.sign_in_provider === 'string' ? decoded.firebase.sign_in_provider : null,
        };
      } catch (e) {
        const code = authCode(e);
        const outage = code ? !REFUSALS.test(code) : /ECONN|ETIMEDOUT|EAI_AGAIN|network|fetch failed/i.test(String(e));
        if (!outage) throw new AppError('unauthorized', `The ID token was refused (${code || 'malformed'})`, { cause: e });
        throw new AppError('unavailable', `Firebase Auth could not check the ID token: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
    },
    async findUidByEmail({ email }) {
      try {
        return (await auth.getUserByEmail(email.trim())).uid;
      } catch (e) {
        if (authCode(e) === 'auth/user-not-found') return null;
        throw e;
      }
    },
    async setRoleClaim({ uid, role }) {
      try {
        const user = await auth.getUser(uid);
        await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), role });
      } catch (e) {
        if (authCode(e) === 'auth/user-not-found') throw new AppError('not_found', `No Firebase Auth account ${uid}`, { cause: e });
        throw e;
      }
    },
    async revokeSessions({ uid }) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (e) {
        if (authCode(e) === 'auth/user-not-found') throw new AppError('not_found', `No Firebase Auth account ${uid}`, { cause: e });
        throw e;
      }
    },
  };
}
