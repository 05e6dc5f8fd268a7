import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeEach } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import type { User } from '@/lib/domain/user';
import { revalidated, testRequest } from './setup';

/**
 * Points the app at a fresh embedded backend in a temp dir (call before importing app modules
 * that open the backend) and returns a cleanup function.
 */
export function useTempDataDir(prefix = 'breeder-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.NEXTAUTH_SECRET = 'test-secret-that-is-long-enough-123';
  // The seeded first admin gets a known password, so the store does not print a generated one.
  process.env.ADMIN_PASSWORD ??= 'test-admin-password';
  delete process.env.BACKEND;
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The backend of a test file that called useTempDataDir (so a fresh embedded one); its data folder is
 * removed after the file. The file passes its own dynamic import of the backend's module: only tests
 * themselves reach that module, never their support files (test/import-direction.test.ts).
 */
export async function tempBackend(tmp: { cleanup: () => void }, backendModule: Promise<BackendModule>): Promise<Backend> {
  afterAll(tmp.cleanup);
  return (await backendModule).getBackend();
}

/** The backend's module as a test file's dynamic import gives it to test support. */
export type BackendModule = { getBackend: () => Promise<Backend> };

/** Makes the next server call carry a real next-auth session cookie for this user (null: anonymous). */
export async function signInAs(user: Pick<User, 'id' | 'email' | 'role'> | null, extraHeaders: Record<string, string> = {}) {
  testRequest.cookies.clear();
  testRequest.headers = { ...extraHeaders };
  if (!user) return;
  const token = await encode({
    token: { sub: user.id, uid: user.id, email: user.email, role: user.role, roleCheckedAt: Date.now() },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  testRequest.cookies.set('next-auth.session-token', token);
}

/**
 * An admin action's test file: an admin account (`email`) in `backend`, signed in and with the recorded
 * revalidations cleared before each test, and the data folder removed after the file (`cleanup` from
 * useTempDataDir).
 */
export async function adminActionSession(backend: Backend, cleanup: () => void, email = 'owner@example.test'): Promise<User> {
  const admin = await backend.users.create({ email, role: 'admin' });
  afterAll(cleanup);
  beforeEach(async () => {
    await signInAs(admin);
    revalidated.length = 0;
  });
  return admin;
}

/** adminActionSession plus a member account, for the authorisation matrix (test/action-matrix.ts). */
export async function actionTestAccounts(backend: Backend, cleanup: () => void, emailPrefix = ''): Promise<{ admin: User; member: User }> {
  const admin = await adminActionSession(backend, cleanup, `${emailPrefix}owner@example.test`);
  const member = await backend.users.create({ email: `${emailPrefix}member@example.test`, role: 'user' });
  return { admin, member };
}

export type Who = { label: string; signIn: () => Promise<void> };

/**
 * Creates a user and an admin in the backend and returns how to act as each identity of
 * the authorisation matrix: the admin, and everyone who must be refused.
 */
export async function matrixIdentities(b: Backend): Promise<{ admin: Who; others: Who[] }> {
  const user = await b.users.create({ email: 'visitor@example.com' });
  const boss = await b.users.create({ email: 'boss@example.com', role: 'admin' });
  // An admin whose sessions were ended (Logout elsewhere, new password): the record is still admin.
  const ended = await b.users.create({ email: 'ended@example.com', role: 'admin' });
  await b.users.endSessions({ id: ended.id });
  return {
    admin: { label: 'admin', signIn: () => signInAs({ id: boss.id, email: boss.email, role: 'admin' }) },
    others: [
      { label: 'anonymous', signIn: () => signInAs(null) },
      { label: 'signed-in user', signIn: () => signInAs({ id: user.id, email: user.email, role: 'user' }) },
      // A user whose token still claims admin is refused too: the role comes from the user record.
      { label: 'user with a stale admin claim', signIn: () => signInAs({ id: user.id, email: user.email, role: 'admin' }) },
      // A cookie issued before the admin's session version was raised (its token carries version 0).
      { label: 'admin whose session has ended', signIn: () => signInAs({ id: ended.id, email: ended.email, role: 'admin' }) },
      { label: 'anonymous with x-middleware-subrequest', signIn: () => signInAs(null, { 'x-middleware-subrequest': 'middleware' }) },
    ],
  };
}
