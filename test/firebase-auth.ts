import { randomBytes } from 'node:crypto';

/**
 * Accounts made the way a browser makes them, through the Auth emulator's REST API (the same
 * endpoints the Firebase JS SDK calls), so tests get real ID tokens from the real emulator.
 * `FIREBASE_AUTH_EMULATOR_HOST` must be set (test/firebase.ts `useFirebaseEmulators()`).
 */

function endpoint(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  // The emulator accepts any API key.
  return `http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;
}

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(endpoint(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

export type EmulatorSession = { uid: string; idToken: string; email: string | null };

/** A unique address under example.com. */
export function uniqueAddress(label: string): string {
  return `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** createUserWithEmailAndPassword, as the browser does it. */
export async function emulatorSignUp(email: string, password = 'secret-password-1'): Promise<EmulatorSession> {
  const r = await call<{ localId: string; idToken: string; email: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  return { uid: r.localId, idToken: r.idToken, email: r.email };
}

/** signInWithEmailAndPassword: a fresh ID token for an existing account. */
export async function emulatorSignIn(email: string, password = 'secret-password-1'): Promise<EmulatorSession> {
  const r = await call<{ localId: string; idToken: string; email: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: r.localId, idToken: r.idToken, email: r.email };
}

/** An anonymous account: a valid token without an email address. */
export async function emulatorAnonymous(): Promise<EmulatorSession> {
  const r = await call<{ localId: string; idToken: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: r.localId, idToken: r.idToken, email: null };
}

/**
 * A Google sign-in (signInWithPopup ends in this call): the emulator takes the provider's claims
 * as a JSON id_token, as its own popup page sends them. Google addresses are verified.
 */
export async function emulatorGoogle(email: string): Promise<EmulatorSession> {
  const claims = { sub: randomBytes(10).toString('hex'), email, email_verified: true, name: 'E2E Google' };
  const r = await call<{ localId: string; idToken: string; email: string }>('accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: r.localId, idToken: r.idToken, email: r.email };
}

/** The claims of an ID token (no verification: only to read what the emulator put in it). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The newest out-of-band code the Auth emulator "sent" to `email` for `requestType`. */
async function latestOobCode(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  const project = process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT;
  const list = (await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = list.oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobCode;
  if (!code) throw new Error(`no ${requestType} code for ${email}`);
  return code;
}

/**
 * A password reset as Firebase's emailed link finishes it: sendOobCode, the code from the
 * emulator's out-of-band list, then resetPassword with the new password.
 */
export async function emulatorResetPassword(email: string, newPassword: string): Promise<void> {
  await call('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
  await call('accounts:resetPassword', { oobCode: await latestOobCode(email, 'PASSWORD_RESET'), newPassword });
}

/**
 * Firebase's own address-verification link, as its hosted page finishes it: sendOobCode for the
 * signed-in account, the code from the emulator's out-of-band list, then accounts:update with it.
 * (The site no longer sends this email; tests use it to show such a link proves nothing here.)
 */
export async function emulatorVerifyEmail(idToken: string, email: string): Promise<void> {
  await call('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  await call('accounts:update', { oobCode: await latestOobCode(email, 'VERIFY_EMAIL') });
}
