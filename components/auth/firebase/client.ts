import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { signIn } from 'next-auth/react';
import { firebaseAuthFailure, SESSION_FAILED, type AuthFailure, type FirebaseAuthFlow } from '@/lib/auth/firebase-errors';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';

/**
 * The Firebase JS SDK side of sign-in (Firebase mode only). Never imported statically: the
 * account forms reach it through `load.ts`'s dynamic import(), so its chunk (firebase/app +
 * firebase/auth) is fetched on /login, /register and /forgot-password in Firebase mode and
 * nowhere else.
 *
 * Firebase only mints the ID token here; the site's session is next-auth's JWT cookie, made by
 * the `firebase` credentials provider after it verified the token on the server. The Firebase
 * session is therefore kept in memory (`inMemoryPersistence`: nothing in IndexedDB or
 * localStorage) and signed out as soon as the token was handed over, so the header's Logout,
 * which must not load this SDK on public pages, ends everything by ending the next-auth session
 * (its `signOut` event also revokes the account's Firebase refresh tokens on the server).
 */

type FirebaseOutcome =
  | { ok: true; isNewUser: boolean }
  /** `signedUp`: Firebase made the account, only the site session that follows it failed. */
  | { ok: false; failure: AuthFailure; signedUp?: boolean };

const APP_NAME = 'site-auth';
let cached: Auth | null = null;

/** One Auth instance per page, connected to the emulator when the build says so. */
export function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (cached) return cached;
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, ...(config.appId ? { appId: config.appId } : {}) },
        APP_NAME,
      );
  // initializeAuth (not getAuth) so only the in-memory persistence and the popup resolver are
  // bundled, not IndexedDB/localStorage persistence the site does not want.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.emulatorHost) connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  cached = auth;
  return auth;
}

/** Hands the ID token to next-auth (`firebase` provider), then ends the Firebase session. */
async function openSession(auth: Auth, credential: UserCredential, flow: FirebaseAuthFlow): Promise<FirebaseOutcome> {
  try {
    const idToken = await credential.user.getIdToken();
    const res = await signIn('firebase', { idToken, redirect: false });
    if (res?.ok && !res.error) return { ok: true, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
    return { ok: false, failure: firebaseAuthFailure(flow, SESSION_FAILED), signedUp: flow === 'register' };
  } catch (e) {
    return { ok: false, failure: firebaseAuthFailure(flow, e), signedUp: flow === 'register' };
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}

async function run(config: FirebaseWebConfig, flow: FirebaseAuthFlow, start: (auth: Auth) => Promise<UserCredential>): Promise<FirebaseOutcome> {
  let auth: Auth;
  let credential: UserCredential;
  try {
    auth = firebaseAuth(config);
    credential = await start(auth);
  } catch (e) {
    return { ok: false, failure: firebaseAuthFailure(flow, e) };
  }
  return openSession(auth, credential, flow);
}

export function passwordSignIn(config: FirebaseWebConfig, email: string, password: string): Promise<FirebaseOutcome> {
  return run(config, 'signIn', (auth) => signInWithEmailAndPassword(auth, email, password));
}

export function passwordRegister(config: FirebaseWebConfig, email: string, password: string): Promise<FirebaseOutcome> {
  return run(config, 'register', async (auth) => {
    // No Firebase verification email: its link works in any browser. The server mails the site's
    // own link at the first sign-in, which works only signed in to this account (docs/security.md).
    return createUserWithEmailAndPassword(auth, email, password);
  });
}

/** Google in a popup (the Auth emulator serves its own account chooser there). */
export function googlePopup(config: FirebaseWebConfig, flow: 'googleSignIn' | 'googleRegister'): Promise<FirebaseOutcome> {
  return run(config, flow, (auth) => {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return signInWithPopup(auth, provider);
  });
}

/**
 * Firebase sends the reset email and hosts the page that sets the new password; its
 * "Continue" button brings the person back to /login (the site's domain must be one of the
 * project's authorised domains, see docs/deploy-firebase.md).
 */
export async function sendReset(config: FirebaseWebConfig, email: string): Promise<{ ok: true } | { ok: false; failure: AuthFailure }> {
  try {
    await sendPasswordResetEmail(firebaseAuth(config), email, { url: `${window.location.origin}/login` });
    return { ok: true };
  } catch (e) {
    return { ok: false, failure: firebaseAuthFailure('reset', e) };
  }
}
