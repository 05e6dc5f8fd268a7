import type { Auth, UserImportOptions, UserImportRecord } from 'firebase-admin/auth';
import { AppError } from '@/lib/domain/errors';
import type { IdentityStore, ImportAccount, ImportAccountsResult } from '../types';

/** importUsers takes up to 1,000 accounts per call. */
const IMPORT_BATCH = 1000;

function authCode(e: unknown): string {
  const info = e as { code?: unknown; errorInfo?: { code?: unknown } } | null;
  const code = info?.errorInfo?.code ?? info?.code;
  return typeof code === 'string' ? code : '';
}

/** Answers about the token or the account itself (as opposed to Firebase being unreachable). */
const REFUSALS = /^auth\/(id-token-expired|id-token-revoked|invalid-id-token|argument-error|user-disabled|user-not-found|invalid-credential|project-not-found|tenant-id-mismatch)$/;

/**
 * Firebase Auth through firebase-admin: ID token checks, custom claims, session revocation, imports.
 * `emulator`: the Auth emulator keeps imported password hashes but checks only passwords it hashed itself.
 */
export function createFirebaseIdentity(auth: Auth, opts: { emulator?: boolean } = {}): IdentityStore {
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
    async importAccounts({ accounts }) {
      const result: ImportAccountsResult = { imported: [], withPassword: [], failed: [], hashesVerifiable: !opts.emulator };
      // One hash configuration per importUsers call: group the accounts by their scrypt parameters.
      const groups = new Map<string, { options?: UserImportOptions; accounts: ImportAccount[]; records: UserImportRecord[] }>();
      for (const a of accounts) {
        const record: UserImportRecord = { uid: a.uid, email: a.email, customClaims: { role: a.role } };
        let key = 'none';
        let options: UserImportOptions | undefined;
        if (a.password) {
          const { N, r, p, salt, hash } = a.password;
          key = `${N}:${r}:${p}:${hash.byteLength}`;
          // Standard scrypt (RFC 7914), not Firebase's modified SCRYPT: memoryCost is N itself.
          options = { hash: { algorithm: 'STANDARD_SCRYPT', memoryCost: N, blockSize: r, parallelization: p, derivedKeyLength: hash.byteLength } };
          record.passwordHash = Buffer.from(hash);
          record.passwordSalt = Buffer.from(salt);
        }
        const group = groups.get(key) ?? { options, accounts: [], records: [] };
        group.accounts.push(a);
        group.records.push(record);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        for (let i = 0; i < group.records.length; i += IMPORT_BATCH) {
          const records = group.records.slice(i, i + IMPORT_BATCH);
          const batch = group.accounts.slice(i, i + IMPORT_BATCH);
          const res = await auth.importUsers(records, group.options);
          const failedAt = new Map(res.errors.map((e) => [e.index, e.error.message]));
          batch.forEach((a, j) => {
            const reason = failedAt.get(j);
            if (reason !== undefined) {
              result.failed.push({ uid: a.uid, email: a.email, reason });
              return;
            }
            result.imported.push(a.uid);
            if (a.password) result.withPassword.push(a.uid);
          });
        }
      }
      return result;
    },
    async revokeSessions({ uid }) {
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (e) {
        if (authCode(e) === 'auth/user-not-found') throw new AppError('not_found', `No Firebase Auth account ${uid}`, { cause: e });
        throw e;
      }
    },
    // Firebase moves tokensValidAfterTime on a password change or reset and on revokeRefreshTokens.
    async sessionsValidSince({ uid }) {
      try {
        const at = Date.parse((await auth.getUser(uid)).tokensValidAfterTime ?? '');
        return Number.isFinite(at) ? at : null;
      } catch (e) {
        if (authCode(e) === 'auth/user-not-found') return null;
        throw e;
      }
    },
  };
}
