import 'server-only';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';
import { normalizeEmail, type Role } from '@/lib/domain/user';
import { addressFingerprint } from '@/lib/mail/redact';
import { markProviderVerified, sendVerification } from './verification';

/** A Firebase ID token is a JWT of about a kilobyte; anything far outside that is not one. */
const tokenSchema = z.object({ idToken: z.string().min(20).max(8192) });

type FirebaseSignIn = { id: string; email: string; role: Role };

/**
 * Firebase mode's sign-in: the browser signed in with Firebase Auth (password or Google) and
 * sends its ID token. The token is verified on the server (signature, project, expiry and
 * revocation: `verifyIdToken(token, true)` in the adapter), then `users/{uid}` is created with
 * role "user" or, when it exists, read as it is, so an admin stays an admin and a Google sign-in
 * of a registered email merges into the same record (Firebase gives both the same uid).
 * Null (refused) for anything that is not a valid token of an account with an email address.
 */
export async function authorizeFirebaseToken(credentials: unknown): Promise<FirebaseSignIn | null> {
  const parsed = tokenSchema.safeParse(credentials ?? {});
  if (!parsed.success) return null;
  const backend = await getBackend();
  if (!backend.identity) return null;

  let identity;
  try {
    identity = await backend.identity.verifyIdToken({ token: parsed.data.idToken });
  } catch (e) {
    if (!isAppError(e, 'unauthorized')) console.error('[auth] Firebase ID token check failed', e);
    return null;
  }
  if (!identity.email) return null;
  const email = normalizeEmail(identity.email);

  const users = backend.users;
  // A provider that proved the address (Google): record it and link what was sent with it
  // (docs/security.md). Not Firebase's own verification link of a password account: it works in
  // any browser, so a family pressing the link a stranger's sign-up with their address made
  // Firebase send would prove the stranger's account. Password accounts confirm with the site's
  // own link instead, which works only signed in to them (lib/server/verification.ts).
  const providerProved = identity.emailVerified && identity.signInProvider !== 'password';
  const proved = async (user: { id: string; email: string }) => {
    if (providerProved) await markProviderVerified(user, backend).catch((e: unknown) => console.error('[auth] could not record the verified address', e));
  };
  const existing = await users.getById({ id: identity.uid });
  if (existing) {
    await proved(existing);
    return { id: existing.id, email: existing.email, role: existing.role };
  }

  const sameEmail = await users.getByEmail({ email });
  if (sameEmail) {
    // A record under another id (made before this Auth account existed). Only a provider that
    // proved the address (Google) may take it over; an unverified password sign-up may not.
    if (!providerProved) {
      // The address's fingerprint, never the address: logs hold no personal data (docs/security.md).
      console.warn(`[auth] refused sign-in of ${identity.uid}: ${addressFingerprint(email)} belongs to another user record and is not verified`);
      return null;
    }
    await proved(sameEmail);
    return { id: sameEmail.id, email: sameEmail.email, role: sameEmail.role };
  }

  try {
    const created = await users.create({ id: identity.uid, email, role: 'user' });
    await proved(created);
    if (!providerProved) await sendVerification(created, backend).catch((e: unknown) => console.error('[auth] could not send the confirmation link', e));
    return { id: created.id, email: created.email, role: created.role };
  } catch (e) {
    // Two first sign-ins at once (two tabs): the other one made the record.
    if (!isAppError(e, 'conflict')) throw e;
    const raced = await users.getById({ id: identity.uid });
    return raced ? { id: raced.id, email: raced.email, role: raced.role } : null;
  }
}

/** next-auth's `firebase` credentials provider (used instead of `password` when BACKEND=firebase). */
export function firebaseProvider() {
  return CredentialsProvider({
    id: 'firebase',
    name: 'Firebase',
    credentials: { idToken: { label: 'Firebase ID token', type: 'text' } },
    authorize: (credentials) => authorizeFirebaseToken(credentials),
  });
}
