import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/lib/domain/user';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir('breeder-journal-route-');
const { GET } = await import('./route');
const backend = await tempBackend(tmp, import('@/lib/backend'));

let litterId = '';
let otherLitterId = '';
let family: User;
let stranger: User;
let admin: User;
let ended: User;

const get = (id: string) => GET(new Request(`http://localhost/api/litters/${id}/journal`), { params: Promise.resolve({ id }) });

beforeAll(async () => {
  const litters = (await backend.puppies.listAll()).filter((p) => p.entryType === 'litter');
  litterId = litters[0]!.id;
  otherLitterId = litters[1]!.id;
  family = await backend.users.create({ email: 'family@example.test' });
  stranger = await backend.users.create({ email: 'stranger@example.test' });
  admin = await backend.users.create({ email: 'boss@example.test', role: 'admin' });
  ended = await backend.users.create({ email: 'ended@example.test' });
  for (const u of [family, ended]) await backend.families.link({ litterId, userId: u.id, puppyId: null });
  // Only accounts that confirmed their address are families (docs/security.md).
  for (const u of [family, ended, stranger]) await backend.emailVerifications.markVerified({ userId: u.id, email: u.email });
  await backend.users.endSessions({ id: ended.id });
  // Linked to another litter only.
  await backend.families.link({ litterId: otherLitterId, userId: stranger.id, puppyId: null });
  await backend.journal.create({ input: { litterId, date: '2026-05-01', title: 'Public day', body: 'Everyone sees this', media: [], visibility: 'public' } });
  await backend.journal.create({ input: { litterId, date: '2026-05-02', title: 'Pick day', body: 'Only families: pick order is Pat, Sam', media: [], visibility: 'families' } });
  await backend.journal.create({ input: { litterId: otherLitterId, date: '2026-05-03', title: 'Other', body: 'Another litter’s secret', media: [], visibility: 'families' } });
});

describe('GET /api/litters/[id]/journal (families-only posts)', () => {
  it('answers an anonymous visitor 401 with nothing of a post, uncached', async () => {
    await signInAs(null);
    const res = await get(litterId);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(await res.text()).not.toMatch(/Pick day|pick order/);
  });

  it('answers 403 to a signed-in user not linked to this litter, and to a forged or ended session', async () => {
    await signInAs(stranger);
    const res = await get(litterId);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/pick order/);
    // A token claiming admin for a user record: the record decides.
    await signInAs({ ...stranger, role: 'admin' });
    expect((await get(litterId)).status).toBe(403);
    // Linked, but the session was ended (Logout elsewhere): no session.
    await signInAs(ended);
    expect((await get(litterId)).status).toBe(401);
  });

  it('answers 403 to a linked account that has not confirmed its email address', async () => {
    const unverified = await backend.users.create({ email: 'unverified@example.test' });
    await backend.families.link({ litterId, userId: unverified.id, puppyId: null });
    await signInAs(unverified);
    const res = await get(litterId);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/pick order/);
  });

  it('gives a linked family and the owner the families-only posts of this litter, and nothing else', async () => {
    for (const who of [family, admin]) {
      await signInAs(who);
      const res = await get(litterId);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { posts } = (await res.json()) as { posts: { title: string; visibility: string }[] };
      expect(posts.map((p) => [p.title, p.visibility])).toEqual([['Pick day', 'families']]);
    }
  });

  it('answers 404 for an unknown or malformed litter id', async () => {
    await signInAs(family);
    expect((await get('no-such-litter')).status).toBe(404);
    expect((await get('..%2Fx')).status).toBe(404);
  });

  it('stops at unlinking: the family no longer gets the posts', async () => {
    await backend.families.unlink({ litterId, userId: family.id });
    await signInAs(family);
    expect((await get(litterId)).status).toBe(403);
  });
});
