import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError, isAppError } from '@/lib/domain/errors';

/**
 * scrypt runs on libuv's thread pool (4 threads), so a flood of sign-ins could keep every core
 * busy hashing and starve the event loop that serves the pages. At most `concurrent` hashes run
 * at once (half the cores, at least one) and at most `queue` wait; past that a hash is refused at
 * once with `PASSWORD_BUSY` (the sign-in form shows its "too many attempts" message).
 */
export const HASH_LIMITS = { concurrent: Math.max(1, Math.floor(availableParallelism() / 2)), queue: 8 } as const;
const PASSWORD_BUSY = 'password-hashing-busy';

/** True for the refusal of a full hashing queue. */
export function isPasswordBusy(e: unknown): boolean {
  return isAppError(e, 'unavailable') && e.message === PASSWORD_BUSY;
}

type Gate = { active: number; waiting: (() => void)[] };
// On globalThis: Next bundles this module into several server layers (route handlers, actions,
// pages), and they must share one gate.
const GATE = Symbol.for('breeder.password.gate');
function gate(): Gate {
  const g = globalThis as Record<symbol, Gate | undefined>;
  return (g[GATE] ??= { active: 0, waiting: [] });
}

/** How many hashes run and wait right now (tests, diagnostics). */
export function hashingLoad(): { active: number; waiting: number } {
  const g = gate();
  return { active: g.active, waiting: g.waiting.length };
}

async function withHashSlot<T>(run: () => Promise<T>): Promise<T> {
  const g = gate();
  if (g.active < HASH_LIMITS.concurrent) {
    g.active++;
  } else {
    if (g.waiting.length >= HASH_LIMITS.queue) throw new AppError('unavailable', PASSWORD_BUSY);
    // The slot is handed over by the hash that finishes (active stays the same).
    await new Promise<void>((resolve) => g.waiting.push(resolve));
  }
  try {
    return await run();
  } finally {
    const next = g.waiting.shift();
    if (next) next();
    else g.active--;
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEYLEN = 64;

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Constant-time check. A null hash still costs one scrypt, so unknown emails take as long.
 * Both functions reject with PASSWORD_BUSY (see `isPasswordBusy`) when the hashing queue is full.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const ok = parts.length === 6 && parts[0] === 'scrypt';
  const N = ok ? Number(parts[1]) : PARAMS.N;
  const r = ok ? Number(parts[2]) : PARAMS.r;
  const p = ok ? Number(parts[3]) : PARAMS.p;
  const salt = ok ? Buffer.from(parts[4]!, 'base64') : randomBytes(16);
  const expected = ok ? Buffer.from(parts[5]!, 'base64') : randomBytes(KEYLEN);
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ok && key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The parts of a stored hash (standard scrypt, RFC 7914), for moving accounts to another provider
 * (Firebase Auth imports them as STANDARD_SCRYPT). Null for anything that is not such a hash.
 */
export function parseScryptHash(stored: string | null): { N: number; r: number; p: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const salt = Buffer.from(parts[4]!, 'base64');
  const hash = Buffer.from(parts[5]!, 'base64');
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || salt.length === 0 || hash.length === 0) return null;
  return { N, r, p, salt, hash };
}

/** A random password for the first admin when none is configured: 20 characters, no look-alikes. */
export function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}
