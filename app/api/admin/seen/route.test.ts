import { afterAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';

/**
 * The admin menu's "page opened" request (docs/notifications.md): admins only, a checked admin path
 * in a small JSON body; it marks that tab seen and answers the badges.
 */
const tmp = useTempDataDir('breeder-admin-seen-');
const { getBackend } = await import('@/lib/backend');
const { POST } = await import('./route');
const backend = await getBackend();
afterAll(tmp.cleanup);

const admin = await backend.users.create({ email: 'owner@example.test', role: 'admin' });
const member = await backend.users.create({ email: 'member@example.test', role: 'user' });
const post = (body: string) => POST(new Request('http://127.0.0.1/api/admin/seen', { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
const seen = () => backend.ownerNotices.lastSeen({ userId: admin.id });

describe('POST /api/admin/seen', () => {
  it('refuses anyone but an admin and stores nothing', async () => {
    await backend.ownerNotices.add({ notice: { kind: 'message', subject: 'm', text: '', adminPath: '/admin' }, mailedAt: null });
    await signInAs(null);
    expect((await post(JSON.stringify({ path: '/admin/messages' }))).status).toBe(401);
    await signInAs(member);
    const res = await post(JSON.stringify({ path: '/admin/messages' }));
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toContain('badges');
    expect(await backend.ownerNotices.lastSeen({ userId: member.id })).toEqual({});
  });

  it('refuses a path outside the admin, a body that is not JSON and one over its limit', async () => {
    await signInAs(admin);
    for (const body of [JSON.stringify({ path: '/account' }), JSON.stringify({ path: 'https://elsewhere.example/admin' }), 'path=/admin/messages', JSON.stringify({ path: `/admin/${'a'.repeat(2000)}` })]) {
      const res = await post(body);
      expect(res.status, body.slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({ error: 'Not an admin page.' });
    }
    expect(await seen()).toEqual({});
  });

  it('marks the tab of the page the admin opened as seen and answers the badges', async () => {
    await signInAs(admin);
    const before = await post(JSON.stringify({ path: '/admin/outbox' }));
    expect(before.status).toBe(200);
    expect((await before.json()).badges['/admin/messages']).toBe(1);
    const after = await post(JSON.stringify({ path: '/admin/messages' }));
    expect(after.status).toBe(200);
    expect((await after.json()).badges['/admin/messages']).toBe(0);
    expect(Object.keys(await seen())).toEqual(['messages']);
  });
});
