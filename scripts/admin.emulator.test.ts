import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend';
import { emulatorSignIn, emulatorSignUp, tokenClaims, uniqueAddress } from '@/test/firebase-auth';
import { useFirebaseEmulators } from '@/test/firebase';

/**
 * `npm run admin -- promote|demote <email>` in Firebase mode, run as the owner runs it (tsx, a
 * child process) against the emulators: the users record and the `role` custom claim.
 */

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
let backend: Backend;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  useFirebaseEmulators();
  env = {
    ...process.env,
    BACKEND: 'firebase',
    NEXTAUTH_SECRET: 'test-secret-that-is-long-enough-123',
    // The site's whole Firebase configuration, as the owner's .env.local has it.
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
    FIRESTORE_DATABASE_ID: `admin-${randomBytes(5).toString('hex')}`,
  };
  Object.assign(process.env, env);
  backend = await (await import('@/lib/backend')).getBackend();
});

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ['--conditions=react-server', 'scripts/admin.ts', ...args], { cwd: ROOT, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : 1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

/** The role claim a fresh ID token of this account carries. */
async function claimedRole(email: string): Promise<unknown> {
  return tokenClaims((await emulatorSignIn(email)).idToken).role;
}

describe('admin script in Firebase mode', () => {
  it('promote sets users/{uid}.role and the role claim; demote undoes both', async () => {
    const email = uniqueAddress('owner');
    const account = await emulatorSignUp(email);
    await backend.users.create({ id: account.uid, email, role: 'user' });
    expect(await claimedRole(email)).toBeUndefined();

    const promoted = await admin('promote', email);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain(`${email} is now an admin`);
    expect((await backend.users.getById({ id: account.uid }))!.role).toBe('admin');
    expect(await claimedRole(email)).toBe('admin');

    const demoted = await admin('demote', email);
    expect(demoted.code, demoted.stderr).toBe(0);
    expect((await backend.users.getById({ id: account.uid }))!.role).toBe('user');
    expect(await claimedRole(email)).toBe('user');
  }, 120_000);

  it('an Auth account that never signed in to the site gets its users record under its uid', async () => {
    const email = uniqueAddress('fresh');
    const account = await emulatorSignUp(email);
    expect(await backend.users.getByEmail({ email })).toBeNull();

    const r = await admin('promote', email.toUpperCase());
    expect(r.code, r.stderr).toBe(0);
    expect(await backend.users.getById({ id: account.uid })).toMatchObject({ id: account.uid, email, role: 'admin' });
    expect(await claimedRole(email)).toBe('admin');
  }, 60_000);

  it('an address with neither an account nor a record: exit 1, nothing written', async () => {
    const email = uniqueAddress('nobody');
    const before = await backend.users.count();
    const r = await admin('promote', email);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`No account with the email ${email}`);
    expect(await backend.users.count()).toBe(before);
  }, 60_000);
});
