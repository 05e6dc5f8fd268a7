import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { freshFirebaseBackend } from '@/test/firebase';
import { emulatorSignIn, emulatorSignUp, tokenClaims, uniqueAddress } from '@/test/firebase-auth';
import type { FirebaseBackend } from './index';

/**
 * IdentityStore against the firebase-tools Auth emulator: accounts are made and signed in through
 * the emulator's REST API (what the Firebase JS SDK calls), tokens checked by firebase-admin.
 */
let b: FirebaseBackend;
// A second admin app on the same emulator, to prepare accounts the way another tool would.
let adminApp: App;
let admin: Auth;
beforeAll(async () => {
  b = await freshFirebaseBackend();
  adminApp = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, `identity-test-${randomBytes(4).toString('hex')}`);
  admin = getAuth(adminApp);
});
afterAll(async () => {
  await b?.close();
  if (adminApp) await deleteApp(adminApp);
});

const email = () => uniqueAddress('pat');
const signUp = (address: string) => emulatorSignUp(address);
const signIn = (address: string) => emulatorSignIn(address);
const claimsOf = tokenClaims;

describe('firebase identity (Auth emulator)', () => {
  it('verifies an ID token: uid, email, provider', async () => {
    const address = email();
    const { idToken, uid: localId } = await signUp(address);
    expect(await b.identity!.verifyIdToken({ token: idToken })).toEqual({ uid: localId, email: address, emailVerified: false, signInProvider: 'password' });
  });

  it('refuses garbage, a tampered token and a token of a deleted account as unauthorized', async () => {
    for (const token of ['', 'not-a-token', 'a.b.c']) {
      await expect(b.identity!.verifyIdToken({ token })).rejects.toSatisfy((e) => isAppError(e, 'unauthorized'));
    }
    const { idToken, uid: localId } = await signUp(email());
    const [h, , s] = idToken.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claimsOf(idToken), aud: 'another-project' })).toString('base64url')}.${s}`;
    await expect(b.identity!.verifyIdToken({ token: forged })).rejects.toSatisfy((e) => isAppError(e, 'unauthorized'));
    await admin.deleteUser(localId);
    await expect(b.identity!.verifyIdToken({ token: idToken })).rejects.toSatisfy((e) => isAppError(e, 'unauthorized'));
  });

  it('finds the uid of an email, or null', async () => {
    const address = email();
    const { uid: localId } = await signUp(address);
    expect(await b.identity!.findUidByEmail({ email: address.toUpperCase() })).toBe(localId);
    expect(await b.identity!.findUidByEmail({ email: email() })).toBeNull();
  });

  it('mirrors the role into the custom claims, keeping other claims; a fresh ID token carries it', async () => {
    const address = email();
    const { uid: localId } = await signUp(address);
    await admin.setCustomUserClaims(localId, { tier: 'gold' });
    await b.identity!.setRoleClaim({ uid: localId, role: 'admin' });
    const { idToken } = await signIn(address);
    expect(claimsOf(idToken)).toMatchObject({ role: 'admin', tier: 'gold' });
    await b.identity!.setRoleClaim({ uid: localId, role: 'user' });
    expect(claimsOf((await signIn(address)).idToken)).toMatchObject({ role: 'user', tier: 'gold' });
    await expect(b.identity!.setRoleClaim({ uid: 'no-such-uid', role: 'admin' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
  });

  it('revokes sessions: earlier tokens are refused, a new sign-in works', async () => {
    const address = email();
    const { idToken, uid: localId } = await signUp(address);
    expect((await b.identity!.verifyIdToken({ token: idToken })).uid).toBe(localId);
    // Revocation works in whole seconds (auth_time vs tokensValidAfterTime): let one pass.
    await new Promise((r) => setTimeout(r, 1100));
    await b.identity!.revokeSessions({ uid: localId });
    await expect(b.identity!.verifyIdToken({ token: idToken })).rejects.toSatisfy((e) => isAppError(e, 'unauthorized'));
    const again = await signIn(address);
    expect((await b.identity!.verifyIdToken({ token: again.idToken })).uid).toBe(localId);
  });

  it('promote works end to end: users record by uid, role set, claim mirrored', async () => {
    const address = email();
    const { uid: localId } = await signUp(address);
    const uid = await b.identity!.findUidByEmail({ email: address });
    expect(uid).toBe(localId);
    await b.users.create({ id: uid!, email: address });
    const user = await b.users.getByEmail({ email: address });
    expect((await b.users.setRole({ id: user!.id, role: 'admin' })).role).toBe('admin');
    await b.identity!.setRoleClaim({ uid: user!.id, role: 'admin' });
    expect(claimsOf((await signIn(address)).idToken).role).toBe('admin');
  });
});
