import { afterAll, describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { anonymousFromNewIpEachTest } from '@/test/client-ip';
import { SUBSCRIBE_LIMITS, SUBSCRIBE_TYPED_COOKIE } from '@/lib/domain/subscribe-texts';
import { testRequest } from '@/test/setup';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir('breeder-subscribe-action-');
const { subscribeAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');

afterAll(tmp.cleanup);

anonymousFromNewIpEachTest('192.0.2.');

/** Where the action sent the browser (Next's redirect() throws, carrying the location in its digest). */
async function answer(fields: Record<string, string>, crafted?: unknown): Promise<string> {
  try {
    await subscribeAction(crafted === undefined ? form(fields) : (crafted as FormData));
  } catch (e) {
    const digest = (e as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw e;
  }
  throw new Error('no redirect');
}

async function listed(email: string) {
  return (await (await getBackend()).subscribers.list()).filter((s) => s.email === email);
}

describe('subscribeAction (the announcement sign-up form)', () => {
  it('stores a pending address and answers with a code, never the address', async () => {
    expect(await answer({ email: 'fan@example.com', website: '' })).toBe('/subscribe?sent=1');
    expect(await listed('fan@example.com')).toHaveLength(1);
  });

  it('a filled honeypot is answered like a success and stores nothing; a bad address gets error=invalid', async () => {
    expect(await answer({ email: 'bot@example.com', website: 'http://spam' })).toBe('/subscribe?sent=1');
    expect(await listed('bot@example.com')).toHaveLength(0);
    expect(await answer({ email: 'not-an-address', website: '' })).toBe('/subscribe?error=invalid');
  });

  it('a refused address is kept for the form in a cookie (never in the address); the next sign-up clears it', async () => {
    testRequest.cookies.clear();
    expect(await answer({ email: ' typo@example ', website: '' })).toBe('/subscribe?error=invalid');
    expect(testRequest.cookies.get(SUBSCRIBE_TYPED_COOKIE.name)).toBe('typo@example');
    expect(await answer({ email: 'typo@example.com', website: '' })).toBe('/subscribe?sent=1');
    expect(testRequest.cookies.has(SUBSCRIBE_TYPED_COOKIE.name)).toBe(false);
  });

  it('a crafted call with something other than a form gets error=invalid and stores nothing', async () => {
    expect(await answer({}, { email: 'crafted@example.com' })).toBe('/subscribe?error=invalid');
    expect(await listed('crafted@example.com')).toHaveLength(0);
  });

  it('shares the route handler limits: past the per-address limit, error=limit and nothing stored', async () => {
    for (let i = 0; i < SUBSCRIBE_LIMITS.perIp; i++) expect(await answer({ email: `many${i}@example.com` })).toBe('/subscribe?sent=1');
    expect(await answer({ email: 'one-more@example.com' })).toBe('/subscribe?error=limit');
    expect(await listed('one-more@example.com')).toHaveLength(0);
  });
});
