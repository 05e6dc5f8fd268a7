import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDataDir } from '@/test/auth';

/**
 * next-auth's routes behind the site's own checks (docs/security.md, "Sign-in routes"): no client
 * log endpoint, bounded bodies, and JSON that is not JSON refused with a 400, all before next-auth
 * runs (a request that passes is next-auth's own, covered by the sign-in tests and e2e).
 */
const tmp = useTempDataDir('breeder-auth-route-');
const { GET, POST } = await import('./route');
const { authOptions } = await import('@/lib/auth/options');
afterAll(tmp.cleanup);

const ctx = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });
const post = (path: string, body: string, type: string) =>
  new NextRequest(`http://127.0.0.1/api/auth/${path}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('/api/auth/*', () => {
  it('does not serve next-auth’s client log: nobody writes lines into the server log through it', async () => {
    const res = await POST(post('_log', 'code=X%0A[forged]&level=error&message=hi', 'application/x-www-form-urlencoded'), ctx('_log'));
    expect(res.status).toBe(404);
    expect((await GET(new NextRequest('http://127.0.0.1/api/auth/_log'), ctx('_log'))).status).toBe(404);
  });

  it('answers a body that says JSON but is not with 400, and a body past 32 kB with 413', async () => {
    const bad = await POST(post('callback/password', '{bad', 'application/json'), ctx('callback', 'password'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const big = await POST(post('callback/password', `email=a%40b.test&password=${'x'.repeat(40_000)}`, 'application/x-www-form-urlencoded'), ctx('callback', 'password'));
    expect(big.status).toBe(413);
  });

  it('logs next-auth’s errors one line each, whatever their code holds', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      authOptions().logger!.error!(`CODE\n[accounts] forged line${'x'.repeat(500)}` as never, { message: 'm' } as never);
      const first = String(spy.mock.calls[0]?.[0]);
      expect(first).not.toContain('\n');
      expect(first.startsWith('[next-auth][error][CODE [accounts] forged line')).toBe(true);
      expect(first.length).toBeLessThan(120);
    } finally {
      spy.mockRestore();
    }
  });
});
