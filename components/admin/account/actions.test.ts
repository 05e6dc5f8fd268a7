import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir();
const { changeEmailAction, changePasswordAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const { hashPassword, verifyPassword } = await import('@/lib/config/password');
const { currentUser } = await import('@/lib/auth/session');
const { FORBIDDEN_MESSAGE } = await import('@/lib/server/admin-action');
const { IDLE } = await import('@/lib/domain/form-state');

afterAll(tmp.cleanup);

const OLD = 'old-password-123';
let ownerId = '';

beforeAll(async () => {
  const b = await getBackend();
  ownerId = (await b.users.create({ email: 'owner@example.com', role: 'admin', passwordHash: await hashPassword(OLD) })).id;
});

async function storedHash() {
  return (await getBackend()).users.getPasswordHash({ id: ownerId });
}

const owner = () => signInAs({ id: ownerId, email: 'owner@example.com', role: 'admin' });

describe('changePasswordAction', () => {
  it('refuses everyone but an admin and changes nothing', async () => {
    const b = await getBackend();
    const user = await b.users.create({ email: 'member@example.com', passwordHash: await hashPassword('member-pw-1') });
    const before = await storedHash();
    for (const who of [null, { id: user.id, email: user.email, role: 'user' as const }, { id: user.id, email: user.email, role: 'admin' as const }]) {
      await signInAs(who);
      expect(await changePasswordAction(IDLE, form({ current: 'member-pw-1', password: 'new-password-1', confirm: 'new-password-1' }))).toEqual({
        status: 'error',
        message: FORBIDDEN_MESSAGE,
      });
    }
    expect(await storedHash()).toBe(before);
    expect(await verifyPassword('member-pw-1', await b.users.getPasswordHash({ id: user.id }))).toBe(true);
  });

  it('needs the right current password, a long enough new one typed twice; nothing is stored otherwise', async () => {
    const before = await storedHash();
    await owner();
    expect(await changePasswordAction(IDLE, form({ current: 'wrong', password: 'new-password-1', confirm: 'new-password-1' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { current: 'That is not your current password.' },
    });
    expect(await changePasswordAction(IDLE, form({ current: OLD, password: 'short', confirm: 'short' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { password: 'Password should be at least 6 characters.' },
    });
    expect(await changePasswordAction(IDLE, form({ current: OLD, password: 'new-password-1', confirm: 'new-password-2' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { confirm: 'The two new passwords are not the same.' },
    });
    expect(await changePasswordAction(IDLE, form({ current: '', password: 'new-password-1', confirm: 'new-password-1' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { current: 'Enter your current password.' },
    });
    expect(await storedHash()).toBe(before);
    // None of these ended the session.
    expect((await currentUser())?.id).toBe(ownerId);
  });

  it('stores the new password and ends every session issued before (the form signs in again)', async () => {
    await owner();
    const versionBefore = (await (await getBackend()).users.getById({ id: ownerId }))!.sessionVersion;
    expect(await changePasswordAction(IDLE, form({ current: OLD, password: 'new-password-1', confirm: 'new-password-1' }))).toEqual({
      status: 'ok',
      message: 'Password changed. Other devices are signed out.',
    });
    const hash = await storedHash();
    expect(await verifyPassword('new-password-1', hash)).toBe(true);
    expect(await verifyPassword(OLD, hash)).toBe(false);
    expect((await (await getBackend()).users.getById({ id: ownerId }))!.sessionVersion).toBe(versionBefore + 1);
    // The cookie from before the change no longer counts.
    expect(await currentUser()).toBeNull();
  });
});

describe('changeEmailAction', () => {
  it('refuses everyone but an admin', async () => {
    await signInAs(null);
    expect(await changeEmailAction(IDLE, form({ email: 'x@example.com', current: 'new-password-1' }))).toEqual({ status: 'error', message: FORBIDDEN_MESSAGE });
    expect((await (await getBackend()).users.getById({ id: ownerId }))!.email).toBe('owner@example.com');
  });

  it('needs the current password and an address no other account has; then signs in with the new one', async () => {
    const b = await getBackend();
    // The password test above ended the old sessions: a session under the current version.
    const sv = (await b.users.getById({ id: ownerId }))!.sessionVersion;
    expect(sv).toBeGreaterThan(0);
    const { encode } = await import('next-auth/jwt');
    const { testRequest } = await import('@/test/setup');
    const token = await encode({
      token: { sub: ownerId, uid: ownerId, email: 'owner@example.com', role: 'admin', roleCheckedAt: Date.now(), sv },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    testRequest.cookies.clear();
    testRequest.cookies.set('next-auth.session-token', token);

    expect(await changeEmailAction(IDLE, form({ email: 'boss@example.com', current: 'wrong' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { current: 'That is not your current password.' },
    });
    expect(await changeEmailAction(IDLE, form({ email: 'not-an-email', current: 'new-password-1' }))).toMatchObject({ status: 'invalid', fieldErrors: { email: expect.any(String) } });
    expect(await changeEmailAction(IDLE, form({ email: 'MEMBER@example.com', current: 'new-password-1' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { email: 'Another account already uses that email.' },
    });
    expect((await b.users.getById({ id: ownerId }))!.email).toBe('owner@example.com');

    expect(await changeEmailAction(IDLE, form({ email: ' Boss@Example.com ', current: 'new-password-1' }))).toEqual({
      status: 'ok',
      message: 'Sign-in email changed to boss@example.com.',
    });
    expect((await b.users.getByEmail({ email: 'boss@example.com' }))?.id).toBe(ownerId);
    expect(await b.users.getByEmail({ email: 'owner@example.com' })).toBeNull();
  });
});
