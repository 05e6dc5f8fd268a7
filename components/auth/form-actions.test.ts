import { decode } from 'next-auth/jwt';
import { afterAll, describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { anonymousFromNewIpEachTest } from '@/test/client-ip';
import { testRequest } from '@/test/setup';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { MESSAGES } from '@/lib/domain/messages';
import { SESSION_HINT_COOKIE } from '@/lib/domain/session-hint';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir('breeder-form-actions-');
const { signInFormAction, registerFormAction, forgotPasswordFormAction } = await import('./form-actions');
const { currentUser } = await import('@/lib/auth/session');

afterAll(tmp.cleanup);

const visitor = anonymousFromNewIpEachTest('198.18.0.');

const IDLE = { status: 'idle' } as const;

/** The session cookie the answer set, decoded as next-auth decodes it. */
async function sessionToken() {
  const raw = testRequest.cookies.get('next-auth.session-token');
  return raw ? decode({ token: raw, secret: getAuthSecret() }) : null;
}

describe('the account forms posted without their script', () => {
  it('register: a taken email gets its message and the email back; a new account is signed in with a next-auth session', async () => {
    const email = `posted-${visitor()}@example.com`;
    const made = await registerFormAction(IDLE, form({ email, password: 'secret12' }));
    expect(made).toMatchObject({ status: 'ok', message: `${MESSAGES.register.success} Taking you to the home page…`, redirectTo: '/' });
    const token = await sessionToken();
    expect(token).toMatchObject({ email, role: 'user' });
    // The session is one the server's own checks accept.
    expect(await currentUser()).toMatchObject({ email, role: 'user' });

    testRequest.cookies.clear();
    const taken = await registerFormAction(IDLE, form({ email: email.toUpperCase(), password: 'another12' }));
    expect(taken).toMatchObject({ status: 'invalid', message: MESSAGES.register.emailInUse, email: email.toUpperCase(), link: { href: '/login' }, focus: 'email' });
    expect(testRequest.cookies.size).toBe(0);
  });

  it('a crafted call with something other than a form is refused as a blank form, with no cookie', async () => {
    testRequest.cookies.clear();
    const crafted = { email: 'family@example.com', password: 'x' } as unknown as FormData;
    expect(await signInFormAction(IDLE, crafted)).toMatchObject({ status: 'invalid' });
    expect(await registerFormAction(IDLE, crafted)).toMatchObject({ status: 'invalid' });
    expect(await forgotPasswordFormAction(IDLE, crafted)).toMatchObject({ status: 'invalid' });
    expect(testRequest.cookies.size).toBe(0);
  });

  it('sign in: a wrong password gets "Invalid email or password." and no cookie; the right one a session', async () => {
    const email = `signin-${visitor()}@example.com`;
    await registerFormAction(IDLE, form({ email, password: 'right-password' }));
    testRequest.cookies.clear();

    const wrong = await signInFormAction(IDLE, form({ email, password: 'wrong-password' }));
    expect(wrong).toEqual({ status: 'error', message: MESSAGES.login.invalid, email, focus: 'password' });
    expect(testRequest.cookies.size).toBe(0);

    const right = await signInFormAction(IDLE, form({ email, password: 'right-password' }));
    expect(right).toMatchObject({ status: 'ok', redirectTo: '/' });
    expect(right.message).toContain(MESSAGES.login.success);
    expect(await currentUser()).toMatchObject({ email });
    // The menu's signed-in hint for the next page (lib/domain/session-hint.ts): the role only.
    expect(testRequest.cookies.get(SESSION_HINT_COOKIE)).toBe('user');
  });

  it('sign in: the limits of the password provider apply (the 11th failure is refused before any check)', async () => {
    const email = `limited-${visitor()}@example.com`;
    for (let i = 0; i < 10; i++) await signInFormAction(IDLE, form({ email, password: `wrong-${i}` }));
    const res = await signInFormAction(IDLE, form({ email, password: 'wrong-again' }));
    expect(res).toMatchObject({ status: 'error', message: MESSAGES.login.rateLimited, link: { href: '/forgot-password' } });
  });
});
