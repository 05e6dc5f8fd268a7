import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { anonymousFromNewIpEachTest } from '@/test/client-ip';
import { IDLE } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir();
const { registerAction, forgotPasswordAction, resetPasswordAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const { hashToken } = await import('@/lib/server/accounts');
const { verifyPassword } = await import('@/lib/config/password');

afterAll(tmp.cleanup);

// The actions rate-limit per client address; give each test its own so the limits never interfere.
anonymousFromNewIpEachTest('198.51.100.');

async function userCount() {
  return (await getBackend()).users.count();
}

async function resetMails(to: string) {
  return (await (await getBackend()).outbox.list({ kind: 'password-reset' })).filter((m) => m.to.includes(to));
}

function tokenOf(body: string): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  expect(m, 'the email carries a /reset-password?token= link').not.toBeNull();
  return m![1]!;
}

describe('registerAction', () => {
  it('creates a user with role "user" and a password hash', async () => {
    const before = await userCount();
    const res = await registerAction(IDLE, form({ email: '  New.Person@Example.com ', password: 'secret1' }));
    expect(res).toEqual({ status: 'ok', message: MESSAGES.register.success });
    const b = await getBackend();
    const user = await b.users.getByEmail({ email: 'new.person@example.com' });
    expect(user).toMatchObject({ email: 'new.person@example.com', role: 'user' });
    const hash = await b.users.getPasswordHash({ id: user!.id });
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('secret1');
    expect(await verifyPassword('secret1', hash)).toBe(true);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses an email that is already registered and stores no second user', async () => {
    await registerAction(IDLE, form({ email: 'twice@example.com', password: 'secret1' }));
    const before = await userCount();
    const res = await registerAction(IDLE, form({ email: 'TWICE@example.com', password: 'another1' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe('That email is already registered.');
    expect(await userCount()).toBe(before);
    // The first password still works: nothing was overwritten.
    const b = await getBackend();
    const user = await b.users.getByEmail({ email: 'twice@example.com' });
    expect(await verifyPassword('secret1', await b.users.getPasswordHash({ id: user!.id }))).toBe(true);
  });

  it('refuses a 5-character password with the spec message and stores nothing', async () => {
    const before = await userCount();
    const res = await registerAction(IDLE, form({ email: 'short@example.com', password: '12345' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe('Password should be at least 6 characters.');
    expect(res.fieldErrors?.password).toBe('Password should be at least 6 characters.');
    expect(await userCount()).toBe(before);
    expect(await (await getBackend()).users.getByEmail({ email: 'short@example.com' })).toBeNull();
  });

  it.each([
    ['an invalid email', 'not-an-email'],
    ['a 10 kB email', `${'a'.repeat(10_000)}@example.com`],
    ['script tags', '<script>alert(1)</script>@example.com'],
    ['an empty email', ''],
  ])('refuses %s and stores nothing', async (_label, email) => {
    const before = await userCount();
    const res = await registerAction(IDLE, form({ email, password: 'secret12' }));
    expect(res.status).toBe('invalid');
    expect(res.fieldErrors?.email).toBeTruthy();
    expect(res.message).toBeTruthy();
    expect(await userCount()).toBe(before);
  });

  it('refuses missing fields without throwing', async () => {
    const before = await userCount();
    const res = await registerAction(IDLE, new FormData());
    expect(res.status).toBe('invalid');
    expect(await userCount()).toBe(before);
  });
});

describe('forgotPasswordAction', () => {
  it('answers "No account found with that email." for an unknown address and sends nothing', async () => {
    const res = await forgotPasswordAction(IDLE, form({ email: 'nobody@example.com' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe('No account found with that email.');
    expect(await resetMails('nobody@example.com')).toHaveLength(0);
  });

  it('refuses an invalid address', async () => {
    const res = await forgotPasswordAction(IDLE, form({ email: '<script>x</script>' }));
    expect(res.status).toBe('invalid');
  });

  it('puts a password-reset email with a /reset-password?token= link in the outbox', async () => {
    await registerAction(IDLE, form({ email: 'forgetful@example.com', password: 'oldpass1' }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await forgotPasswordAction(IDLE, form({ email: 'Forgetful@Example.com' }));
    expect(res).toEqual({ status: 'ok', message: 'Password reset email sent!' });
    const mails = await resetMails('forgetful@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('password-reset');
    const token = tokenOf(mails[0]!.body);
    // The log names the request by a fingerprint of the address, never the link or the token.
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toMatch(/reset requested for [0-9a-f]{12}/);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('forgetful@example.com');
    log.mockRestore();
    // Only the hash is stored.
    expect(JSON.stringify(await (await getBackend()).users.getByEmail({ email: 'forgetful@example.com' }))).not.toContain(token);
  });
});

describe('resetPasswordAction', () => {
  async function requestToken(email: string): Promise<string> {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await registerAction(IDLE, form({ email, password: 'oldpass1' }));
    await forgotPasswordAction(IDLE, form({ email }));
    vi.restoreAllMocks();
    const mails = await resetMails(email);
    return tokenOf(mails[0]!.body);
  }

  async function hashOf(email: string) {
    const b = await getBackend();
    const user = await b.users.getByEmail({ email });
    return b.users.getPasswordHash({ id: user!.id });
  }

  it('sets the new password with the emailed token, once', async () => {
    const token = await requestToken('resetme@example.com');
    const res = await resetPasswordAction(IDLE, form({ token, password: 'brandnew1' }));
    expect(res).toEqual({ status: 'ok', message: MESSAGES.reset.updated });
    expect(await verifyPassword('brandnew1', await hashOf('resetme@example.com'))).toBe(true);
    expect(await verifyPassword('oldpass1', await hashOf('resetme@example.com'))).toBe(false);

    // Single use: the same link a second time changes nothing.
    const again = await resetPasswordAction(IDLE, form({ token, password: 'hijacked1' }));
    expect(again.status).toBe('invalid');
    expect(again.message).toBe(MESSAGES.reset.invalidLink);
    expect(await verifyPassword('brandnew1', await hashOf('resetme@example.com'))).toBe(true);
  });

  it('refuses a too-short new password and keeps the token usable', async () => {
    const token = await requestToken('shortreset@example.com');
    const res = await resetPasswordAction(IDLE, form({ token, password: '12345' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe('Password should be at least 6 characters.');
    expect(await verifyPassword('oldpass1', await hashOf('shortreset@example.com'))).toBe(true);
    expect((await resetPasswordAction(IDLE, form({ token, password: '123456' }))).status).toBe('ok');
  });

  it.each([
    ['a short garbage token', 'garbage'],
    ['a well-formed unknown token', 'A'.repeat(43)],
    ['no token', ''],
    ['script tags', '<script>alert(1)</script>'],
  ])('refuses %s', async (_label, token) => {
    const res = await resetPasswordAction(IDLE, form({ token, password: 'whatever1' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe(MESSAGES.reset.invalidLink);
  });

  it('refuses an expired token', async () => {
    await registerAction(IDLE, form({ email: 'expired@example.com', password: 'oldpass1' }));
    const b = await getBackend();
    const user = await b.users.getByEmail({ email: 'expired@example.com' });
    const token = 'expired-token-expired-token-expired-token';
    await b.users.createPasswordReset({
      userId: user!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const res = await resetPasswordAction(IDLE, form({ token, password: 'brandnew1' }));
    expect(res.status).toBe('invalid');
    expect(res.message).toBe(MESSAGES.reset.invalidLink);
    expect(await verifyPassword('oldpass1', await hashOf('expired@example.com'))).toBe(true);
  });
});
