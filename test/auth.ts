import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import type { User } from '@/lib/domain/user';
import { testRequest } from './setup';

/**
 * Points the app at a fresh embedded backend in a temp dir (call before importing app modules
 * that open the backend) and returns a cleanup function.
 */
export function useTempDataDir(prefix = 'breeder-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.NEXTAUTH_SECRET = 'test-secret-that-is-long-enough-123';
  delete process.env.BACKEND;
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

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
