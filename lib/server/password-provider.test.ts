import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import type { User } from 'next-auth';
import { signInAs, useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';
import { AUTH_ERRORS, LOGIN_LIMIT } from '@/lib/domain/auth';

const tmp = useTempDataDir();
const { passwordProvider } = await import('./password-provider');
const { getBackend } = await import('@/lib/backend');
const { hashPassword, HASH_LIMITS, hashingLoad } = await import('@/lib/config/password');

afterAll(tmp.cleanup);

type Authorize = (
  credentials: Record<string, string> | undefined,
  req: { headers?: Record<string, string>; body?: Record<string, unknown>; query?: Record<string, unknown>; method?: string },
) => Promise<User | null>;

// CredentialsProvider keeps the function we passed in `options` (next-auth merges it in at run time).
const authorize = (passwordProvider().options as { authorize: Authorize }).authorize;

/** A request as the server hands it over: the client address stamped from the socket. */
function from(ip: string, headers: Record<string, string> = {}) {
  return { headers: { ...headers, ...fromIp(ip) }, body: {}, query: {}, method: 'POST' };
}

let userId = '';
beforeAll(async () => {
  const b = await getBackend();
  userId = (await b.users.create({ email: 'member@example.com', role: 'user', passwordHash: await hashPassword('right-pass') })).id;
});

describe('password provider authorize', () => {
  it('is the "password" credentials provider', () => {
    // next-auth merges `options` over the defaults when it loads providers.
    const p = passwordProvider();
    expect(p.type).toBe('credentials');
    expect((p.options as { id: string }).id).toBe('password');
  });

  it('signs in with the right password and returns id, email and role', async () => {
    const user = await authorize({ email: ' Member@Example.com ', password: 'right-pass' }, from('192.0.2.1'));
    expect(user).toEqual({ id: userId, email: 'member@example.com', role: 'user' });
  });

  it('returns null for a wrong password', async () => {
    expect(await authorize({ email: 'member@example.com', password: 'wrong-pass' }, from('192.0.2.2'))).toBeNull();
  });

  it('returns null for an unknown email (after the same scrypt work)', async () => {
    expect(await authorize({ email: 'ghost@example.com', password: 'right-pass' }, from('192.0.2.3'))).toBeNull();
  });

  it('returns null for missing or malformed credentials', async () => {
    expect(await authorize(undefined, from('192.0.2.4'))).toBeNull();
    expect(await authorize({ email: 'not-an-email', password: 'x' }, from('192.0.2.4'))).toBeNull();
    expect(await authorize({ email: 'member@example.com', password: '' }, from('192.0.2.4'))).toBeNull();
  });

  it(`locks an email + address after ${LOGIN_LIMIT.max} failures, even for the right password; other addresses still work`, async () => {
    const attacker = from('203.0.113.9');
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      expect(await authorize({ email: 'member@example.com', password: `wrong-${i}` }, attacker)).toBeNull();
    }
    await expect(authorize({ email: 'member@example.com', password: 'right-pass' }, attacker)).rejects.toThrow(AUTH_ERRORS.rateLimited);
    // The email's case does not open a fresh counter.
    await expect(authorize({ email: 'MEMBER@example.com', password: 'right-pass' }, attacker)).rejects.toThrow(AUTH_ERRORS.rateLimited);
    // The owner, elsewhere, is not locked out.
    expect(await authorize({ email: 'member@example.com', password: 'right-pass' }, from('198.51.100.7'))).toMatchObject({ id: userId });
    // Nor is another account from the same address.
    const b = await getBackend();
    await b.users.create({ email: 'neighbour@example.com', passwordHash: await hashPassword('neighbour-pass') });
    expect(await authorize({ email: 'neighbour@example.com', password: 'neighbour-pass' }, attacker)).toMatchObject({ email: 'neighbour@example.com' });
  });

  it('a successful sign-in clears earlier failures', async () => {
    const ip = from('192.0.2.50');
    for (let i = 0; i < LOGIN_LIMIT.max - 1; i++) await authorize({ email: 'member@example.com', password: 'nope' }, ip);
    expect(await authorize({ email: 'member@example.com', password: 'right-pass' }, ip)).not.toBeNull();
    for (let i = 0; i < LOGIN_LIMIT.max - 1; i++) await authorize({ email: 'member@example.com', password: 'nope' }, ip);
    expect(await authorize({ email: 'member@example.com', password: 'right-pass' }, ip)).not.toBeNull();
  });

  it('a password reset from the locked-out address lifts the limit there', async () => {
    const ip = '192.0.2.77';
    const b = await getBackend();
    await b.users.create({ email: 'locked@example.com', passwordHash: await hashPassword('old-pass') });
    for (let i = 0; i < LOGIN_LIMIT.max; i++) await authorize({ email: 'locked@example.com', password: 'nope' }, from(ip));
    await expect(authorize({ email: 'locked@example.com', password: 'old-pass' }, from(ip))).rejects.toThrow(AUTH_ERRORS.rateLimited);

    const { forgotPasswordAction, resetPasswordAction } = await import('@/components/auth/actions');
    const fd = (o: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(o)) f.set(k, v);
      return f;
    };
    await signInAs(null, fromIp(ip));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect((await forgotPasswordAction({ status: 'idle' }, fd({ email: 'locked@example.com' }))).status).toBe('ok');
    vi.restoreAllMocks();
    const mail = (await b.outbox.list({ kind: 'password-reset' })).find((m) => m.to.includes('locked@example.com'))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    expect((await resetPasswordAction({ status: 'idle' }, fd({ token, password: 'new-pass' }))).status).toBe('ok');

    expect(await authorize({ email: 'locked@example.com', password: 'new-pass' }, from(ip))).toMatchObject({ email: 'locked@example.com' });
  });
  it('ignores the X-Forwarded-For a client sends: rotating it is limited like one address', async () => {
    const b = await getBackend();
    await b.users.create({ email: 'rotated@example.com', passwordHash: await hashPassword('rotated-pass') });
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      expect(await authorize({ email: 'rotated@example.com', password: `guess-${i}` }, from('192.0.2.90', { 'x-forwarded-for': `203.0.113.${i}` }))).toBeNull();
    }
    await expect(
      authorize({ email: 'rotated@example.com', password: 'rotated-pass' }, from('192.0.2.90', { 'x-forwarded-for': '198.51.100.200' })),
    ).rejects.toThrow(AUTH_ERRORS.rateLimited);
  });

  it(`locks an account after ${LOGIN_LIMIT.perAccount} failures from any mix of addresses`, async () => {
    const b = await getBackend();
    await b.users.create({ email: 'target@example.com', passwordHash: await hashPassword('target-pass') });
    // Every guess from a new address: no address reaches its own limit.
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) {
      expect(await authorize({ email: 'target@example.com', password: `guess-${i}` }, from(`203.0.113.${i + 1}`))).toBeNull();
    }
    await expect(authorize({ email: 'target@example.com', password: 'target-pass' }, from('198.51.100.201'))).rejects.toThrow(AUTH_ERRORS.rateLimited);
    await expect(authorize({ email: 'Target@Example.com', password: 'guess-x' }, from('198.51.100.202'))).rejects.toThrow(AUTH_ERRORS.rateLimited);
    // Other accounts are not affected.
    await b.users.create({ email: 'bystander@example.com', passwordHash: await hashPassword('bystander-pass') });
    expect(await authorize({ email: 'bystander@example.com', password: 'bystander-pass' }, from('198.51.100.203'))).toMatchObject({ email: 'bystander@example.com' });
  });

  it(`stops one address after ${LOGIN_LIMIT.perIp} failures across accounts`, async () => {
    const spray = from('203.0.113.250');
    for (let i = 0; i < LOGIN_LIMIT.perIp; i++) {
      expect(await authorize({ email: `nobody-${i}@example.com`, password: 'Summer2026' }, spray)).toBeNull();
    }
    const b = await getBackend();
    await b.users.create({ email: 'sprayed@example.com', passwordHash: await hashPassword('sprayed-pass') });
    await expect(authorize({ email: 'sprayed@example.com', password: 'sprayed-pass' }, spray)).rejects.toThrow(AUTH_ERRORS.rateLimited);
    expect(await authorize({ email: 'sprayed@example.com', password: 'sprayed-pass' }, from('198.51.100.204'))).toMatchObject({ email: 'sprayed@example.com' });
  });

  it('refuses with the limit message, counting nothing, while the hashing queue is full', async () => {
    const b = await getBackend();
    await b.users.create({ email: 'flooded@example.com', passwordHash: await hashPassword('flooded-pass') });
    const total = HASH_LIMITS.concurrent + HASH_LIMITS.queue + 4;
    const results = await Promise.allSettled(
      Array.from({ length: total }, (_, i) => authorize({ email: 'flooded@example.com', password: `flood-${i}` }, from(`192.0.2.${100 + i}`))),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ message: AUTH_ERRORS.rateLimited });
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === null)).toHaveLength(total - 4);
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
    // The refused attempts were not counted against the account.
    const { loginAccountKey } = await import('./password-provider');
    expect(await b.rateLimits.count({ key: loginAccountKey('flooded@example.com'), windowMs: LOGIN_LIMIT.windowMs })).toBe(total - 4);
  });
});
