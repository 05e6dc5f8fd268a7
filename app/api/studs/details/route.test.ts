import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir();
const { GET } = await import('./route');
const { getBackend } = await import('@/lib/backend');

let userId = '';
beforeAll(async () => {
  const b = await getBackend();
  userId = (await b.users.create({ email: 'visitor@example.com' })).id;
});
afterAll(tmp.cleanup);

describe('GET /api/studs/details', () => {
  it('answers 401 without a session and carries no detail', async () => {
    await signInAs(null);
    const res = await GET();
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).not.toMatch(/Light Golden|\$1,500|AKC SR|OFA/);
  });

  it('answers 401 for a forged cookie', async () => {
    await signInAs(null);
    const { testRequest } = await import('@/test/setup');
    testRequest.cookies.set('next-auth.session-token', 'not-a-jwt');
    expect((await GET()).status).toBe(401);
  });

  it('gives signed-in users the available studs with their details, privately', async () => {
    await signInAs({ id: userId, email: 'visitor@example.com', role: 'user' });
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as { studs: { name: string; color: string; studFee: string; registration: string; notes: string }[] };
    expect(body.studs.map((s) => s.name)).toEqual(['Duke', 'Finn', 'Bear']);
    expect(body.studs[0]).toMatchObject({ color: 'Light Golden', studFee: '$1,500' });
    expect(body.studs[0]!.registration).toMatch(/^AKC SR/);
  });
});
