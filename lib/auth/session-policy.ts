/**
 * The session model's rules, pure (no server imports), so the next-auth callbacks, the server
 * checks and unit tests share them.
 *
 * A session is a next-auth JWT carrying `uid`, `role`, `roleCheckedAt` (when the role was last read
 * from the user record) and `sv`, the user's `sessionVersion` when the session was issued. Raising
 * the version on the record (demotion, new password, Logout) ends every session issued before:
 * - server checks (`currentUser()`: the admin layout, every admin page, action and route handler,
 *   the stud details) compare `sv` with the record on every request, so they refuse an ended
 *   session at once, whatever the token's role claim says;
 * - the next-auth jwt callback (behind `/api/auth/session`, which the client islands ask) re-reads
 *   the record when the claim is older than ROLE_REFRESH_MS and then clears the cookie of an ended
 *   session, so the browser's view (the header's Admin link) catches up within a minute.
 * - Firebase mode: a password reset happens in Firebase Auth; the site compares the account's
 *   "sessions valid since" time with the session's sign-in time (`authAt`), read at most once a
 *   minute per account and server, so such a session ends within a minute.
 * Middleware refuses only a missing session or a fresh non-admin claim, and passes older claims on to
 * the server checks: nothing is granted on a claim alone (see README, Accounts).
 */
/** How long a role claim in a session token is trusted before it is re-read from the user record. */
export const ROLE_REFRESH_MS = 60_000;

/** What a session token may carry (next-auth's JWT, as decoded). */
export type SessionClaims = {
  uid?: unknown;
  role?: unknown;
  roleCheckedAt?: unknown;
  sv?: unknown;
  authAt?: unknown;
};

/** The session version a token was issued under; tokens from before versions existed count as 0. */
export function tokenSessionVersion(token: SessionClaims | null | undefined): number {
  const sv = token?.sv;
  return typeof sv === 'number' && Number.isSafeInteger(sv) && sv >= 0 ? sv : 0;
}

/** True while the token's role claim is recent enough to act on without reading the record. */
export function roleClaimFresh(token: SessionClaims | null | undefined, now = Date.now()): boolean {
  const at = token?.roleCheckedAt;
  if (typeof at !== 'number' || !Number.isFinite(at)) return false;
  // A claim from the future (clock skew, forged) is not fresh either.
  return at <= now + 5_000 && now - at <= ROLE_REFRESH_MS;
}

/** A session token is still valid for this user record only while their versions agree. */
export function sessionCurrent(token: SessionClaims | null | undefined, record: { sessionVersion: number } | null): boolean {
  return record !== null && tokenSessionVersion(token) === record.sessionVersion;
}

/**
 * Firebase mode: a password change or reset happens in Firebase Auth, which then moves the
 * account's "sessions valid since" time. A session signed in (`authAt`, ms) before that time has
 * ended. Firebase keeps whole seconds, so a sign-in within the same second as the change stays.
 * Sessions from before `authAt` existed count as signed in at 0.
 */
export function identitySessionEnded(token: SessionClaims | null | undefined, validSince: number | null): boolean {
  if (validSince === null) return false;
  const at = token?.authAt;
  const authAt = typeof at === 'number' && Number.isFinite(at) ? at : 0;
  return Math.floor(validSince / 1000) * 1000 > authAt;
}

/** Thrown by the jwt callback for an ended session; next-auth then clears the session cookie. */
export const SESSION_ENDED = 'SESSION_ENDED';
