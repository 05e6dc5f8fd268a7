import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_SECRET_FILE } from './data-files.mjs';
import { serverEnv } from './env';

let cached: string | null = null;

/**
 * NEXTAUTH_SECRET, or on the embedded default a random secret made once and kept in
 * DATA_DIR/auth-secret (mode 0600), so sessions survive restarts without any configuration.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const env = serverEnv();
  if (env.NEXTAUTH_SECRET) return (cached = env.NEXTAUTH_SECRET);
  if (env.BACKEND === 'firebase') throw new Error('Configuration error: NEXTAUTH_SECRET is required when BACKEND=firebase.');
  const file = path.join(env.dataDir, AUTH_SECRET_FILE);
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
  } catch {
    // Owner only, as lib/backend/local/db.ts makes it (docs/security.md).
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      // Another process won the race; use its secret.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    cached = fs.readFileSync(file, 'utf8').trim();
  }
  return cached;
}
