import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend';
import { emulatorAnonymous, emulatorGoogle, emulatorSignIn, emulatorSignUp, emulatorVerifyEmail, tokenClaims, uniqueAddress } from '@/test/firebase-auth';
import { pointSiteAtFirebase } from '@/test/firebase';

/**
 * The `firebase` credentials provider against the real Auth emulator (firebase-tools) and the
 * Firestore emulator: tokens come from the emulator's REST API exactly as the browser gets them.
 */

let authorize: typeof import('./firebase-provider').authorizeFirebaseToken;
let authOptions: typeof import('@/lib/auth/options').authOptions;
let backend: Backend;

beforeAll(async () => {
  pointSiteAtFirebase('auth');
  ({ authorizeFirebaseToken: authorize } = await import('./firebase-provider'));
  ({ authOptions } = await import('@/lib/auth/options'));
  backend = await (await import('@/lib/backend')).getBackend();
  expect(backend.kind).toBe('firebase');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('firebase provider', () => {
  it('is the only provider in Firebase mode', () => {
    // next-auth merges a provider's own options (its id) over the defaults when it starts.
    const ids = authOptions().providers.map((p) => (p as { options?: { id?: string } }).options?.id ?? p.id);
    expect(ids).toEqual(['firebase']);
  });

  it('a new account: users/{uid} is created with role user and the session carries uid, email and role', async () => {
    const email = uniqueAddress('New.Person');
    const session = await emulatorSignUp(email);
    const user = await authorize({ idToken: session.idToken });
    expect(user).toEqual({ id: session.uid, email: email.toLowerCase(), role: 'user' });
    const stored = await backend.users.getById({ id: session.uid });
    expect(stored).toMatchObject({ id: session.uid, email: email.toLowerCase(), role: 'user' });

    // The JWT callback puts exactly that into the session token.
    const jwt = await authOptions().callbacks!.jwt!({ token: { email }, user: user!, account: { provider: 'firebase', type: 'credentials', providerAccountId: session.uid } } as never);
    expect(jwt).toMatchObject({ uid: session.uid, role: 'user' });
  });

  it('signing in again keeps the record; an admin stays an admin', async () => {
    const email = uniqueAddress('boss');
    const first = await emulatorSignUp(email);
    await authorize({ idToken: first.idToken });
    await backend.users.setRole({ id: first.uid, role: 'admin' });

    const again = await emulatorSignIn(email);
    expect(await authorize({ idToken: again.idToken })).toEqual({ id: first.uid, email, role: 'admin' });
    expect((await backend.users.getById({ id: first.uid }))!.role).toBe('admin');
    expect(await backend.users.count()).toBeGreaterThan(0);
  });

  it('Google sign-in of a registered address merges into its record (same uid, role kept)', async () => {
    const email = uniqueAddress('both');
    const password = await emulatorSignUp(email);
    await authorize({ idToken: password.idToken });
    await backend.users.setRole({ id: password.uid, role: 'admin' });

    const google = await emulatorGoogle(email);
    expect(tokenClaims(google.idToken).firebase).toMatchObject({ sign_in_provider: 'google.com' });
    // Firebase keeps one account per email: Google takes over the password account's uid.
    expect(google.uid).toBe(password.uid);
    expect(await authorize({ idToken: google.idToken })).toEqual({ id: password.uid, email, role: 'admin' });
  });

  it('a record under another id: a verified (Google) address takes it over, an unverified password sign-up does not', async () => {
    const googleEmail = uniqueAddress('legacy-google');
    const legacy = await backend.users.create({ email: googleEmail, role: 'admin' });
    const google = await emulatorGoogle(googleEmail);
    expect(google.uid).not.toBe(legacy.id);
    expect(await authorize({ idToken: google.idToken })).toEqual({ id: legacy.id, email: googleEmail, role: 'admin' });

    const passwordEmail = uniqueAddress('legacy-password');
    await backend.users.create({ email: passwordEmail, role: 'admin' });
    const unverified = await emulatorSignUp(passwordEmail);
    expect(await authorize({ idToken: unverified.idToken })).toBeNull();
    expect(await backend.users.getById({ id: unverified.uid })).toBeNull();
  });

  it('refuses what is not a valid token of an account with an email', async () => {
    const before = await backend.users.count();
    expect(await authorize({ idToken: 'not-a-token-but-long-enough-to-parse' })).toBeNull();
    expect(await authorize({})).toBeNull();
    expect(await authorize(null)).toBeNull();
    expect(await authorize({ idToken: 'x' })).toBeNull();

    // A well-formed token of an account the emulator does not have (checkRevoked looks it up).
    const real = await emulatorSignUp(uniqueAddress('forged'));
    const [head, , sig] = real.idToken.split('.');
    const claims = { ...tokenClaims(real.idToken), sub: 'nosuchuser0000000000000000', user_id: 'nosuchuser0000000000000000' };
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig ?? ''}`;
    expect(await authorize({ idToken: forged })).toBeNull();

    // Anonymous accounts have no email address: no record is made.
    const anon = await emulatorAnonymous();
    expect(await authorize({ idToken: anon.idToken })).toBeNull();
    expect(await backend.users.getById({ id: anon.uid })).toBeNull();
    expect(await backend.users.count()).toBe(before);
  });

  it('the embedded default’s register action makes no record in Firebase mode (no record without an Auth account)', async () => {
    const { registerAction } = await import('@/components/auth/actions');
    const email = uniqueAddress('squatter');
    const form = new FormData();
    form.set('email', email);
    form.set('password', 'secret-password-1');
    const state = await registerAction({ status: 'idle' }, form);
    expect(state).toEqual({ status: 'error', message: 'Registration failed.' });
    expect(await backend.users.getByEmail({ email })).toBeNull();

    // So the real sign-up of that address later works.
    const session = await emulatorSignUp(email);
    expect(await authorize({ idToken: session.idToken })).toEqual({ id: session.uid, email, role: 'user' });
  });

  it('Logout (the signOut event) revokes the Firebase sessions: the old token no longer signs in, a new one does', async () => {
    const email = uniqueAddress('leaver');
    const session = await emulatorSignUp(email);
    expect(await authorize({ idToken: session.idToken })).not.toBeNull();
    // Revocation has a resolution of one second: sign-ins in the same second as it stay valid.
    await sleep(1100);
    await authOptions().events!.signOut!({ token: { uid: session.uid }, session: null as never });
    expect(await authorize({ idToken: session.idToken })).toBeNull();

    await sleep(1100);
    const fresh = await emulatorSignIn(email);
    expect(await authorize({ idToken: fresh.idToken })).toEqual({ id: session.uid, email, role: 'user' });
  });
});

describe('verified addresses in Firebase mode (docs/security.md)', () => {
  it('an unverified password sign-up is linked to nothing; a Google sign-in (emailVerified) links what was sent with the address', async () => {
    const { applicationInput } = await import('@/test/factories');
    const email = uniqueAddress('verify.family').toLowerCase();
    const application = await backend.applications.create({ input: applicationInput({ email }) });
    const signUp = await emulatorSignUp(email);
    await authorize({ idToken: signUp.idToken });
    expect(await backend.emailVerifications.isVerified({ userId: signUp.uid, email })).toBe(false);
    expect(await backend.applications.listByUser({ userId: signUp.uid })).toEqual([]);
    // Google proves the address (Firebase gives the same uid to the same address).
    const google = await emulatorGoogle(email);
    const user = await authorize({ idToken: google.idToken });
    expect(await backend.emailVerifications.isVerified({ userId: user!.id, email })).toBe(true);
    expect((await backend.applications.listByUser({ userId: user!.id })).map((a) => a.id)).toEqual([application.id]);
  });

  it('a password account: Firebase’s own verification link proves nothing; the site’s link, used signed in, does', async () => {
    const { applicationInput } = await import('@/test/factories');
    const { verifyEmailToken } = await import('./verification');
    const email = uniqueAddress('verify.password').toLowerCase();
    const application = await backend.applications.create({ input: applicationInput({ email }) });
    const signUp = await emulatorSignUp(email);
    const user = await authorize({ idToken: signUp.idToken });
    // The first sign-in mailed the site's own link (it works only signed in to this account).
    const mail = (await backend.outbox.list({ kind: 'verification' })).find((m) => m.to.includes(email));
    const token = /\/account\/verify\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    // Firebase's link works in any browser (a family pressing it for a stranger's sign-up): not a proof here.
    await emulatorVerifyEmail(signUp.idToken, email);
    const again = await emulatorSignIn(email);
    expect(tokenClaims(again.idToken)).toMatchObject({ email_verified: true });
    await authorize({ idToken: again.idToken });
    expect(await backend.emailVerifications.isVerified({ userId: signUp.uid, email })).toBe(false);
    expect(await backend.applications.listByUser({ userId: signUp.uid })).toEqual([]);
    expect(await verifyEmailToken(token!, { id: 'someone-else' })).toBeNull();
    expect(await verifyEmailToken(token!, user!)).toMatchObject({ id: signUp.uid });
    expect((await backend.applications.listByUser({ userId: signUp.uid })).map((a) => a.id)).toEqual([application.id]);
  });
});
