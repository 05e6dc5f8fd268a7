import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';
import type { User } from '@/lib/domain/user';

/** Private media (docs/security.md): families-only journal files are not public, cacheable URLs. */
const tmp = useTempDataDir('breeder-private-media-');
const { getBackend } = await import('@/lib/backend');
const media = await import('@/app/media/[...path]/route');
const privateRoute = await import('@/app/api/journal-media/[postId]/[index]/route');
const { familyPostsFor, familyStatus } = await import('./family-status');
const b = await getBackend();
afterAll(tmp.cleanup);

let litterId = '';
let familyPath = '';
let publicPath = '';
let family: User;
let stranger: User;
let admin: User;
let applicationId = '';

const getMedia = (path: string) => media.GET(new Request(`http://localhost/media/${path}`), { params: Promise.resolve({ path: path.split('/') }) });
const getPrivate = (url: string) => {
  const u = new URL(url, 'http://localhost');
  const [, , , postId, index] = u.pathname.split('/');
  return privateRoute.GET(new Request(u), { params: Promise.resolve({ postId: postId!, index: index! }) });
};

beforeAll(async () => {
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Private litter' }) });
  litterId = litter.id;
  const put = (name: string) => b.media.put({ path: `journal/${litterId}/${name}.webp`, bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), contentType: 'image/webp' });
  const fam = await put('1-aaaa_family');
  const pub = await put('2-bbbb_public');
  familyPath = fam.fullPath;
  publicPath = pub.fullPath;
  const photo = (url: string) => ({ kind: 'photo' as const, url, alt: '', posterUrl: null, width: 10, height: 10 });
  await b.journal.create({ input: { litterId, date: '2026-05-02', title: 'Pick day', body: 'families', media: [photo(fam.url)], visibility: 'families' } });
  await b.journal.create({ input: { litterId, date: '2026-05-01', title: 'Hello', body: 'public', media: [photo(pub.url)], visibility: 'public' } });
  family = await b.users.create({ email: 'fam@example.test' });
  stranger = await b.users.create({ email: 'stranger@example.test' });
  admin = await b.users.create({ email: 'owner@example.test', role: 'admin' });
  for (const u of [family, stranger]) await b.emailVerifications.markVerified({ userId: u.id, email: u.email });
  await b.families.link({ litterId, userId: family.id, puppyId: null });
  const application = await b.applications.create({ input: applicationInput({ email: 'status@example.test' }) });
  applicationId = application.id;
  await b.waitlists.add({ litterId, applicationId, depositDate: '2026-04-01' });
});

describe('families-only journal files', () => {
  it('are not served from /media to anyone but the owner, and never as cacheable', async () => {
    await signInAs(null);
    expect((await getMedia(familyPath)).status).toBe(404);
    await signInAs(family);
    expect((await getMedia(familyPath)).status).toBe(404);
    await signInAs(admin);
    const owner = await getMedia(familyPath);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    // A public post's file stays public and cacheable.
    await signInAs(null);
    const pub = await getMedia(publicPath);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toContain('immutable');
  });

  it('reach a linked family by a signed URL checked against its session, private and no-store, in the sandbox', async () => {
    await signInAs(family);
    const answer = await familyPostsFor(family, litterId);
    expect(answer.status).toBe('ok');
    const url = answer.status === 'ok' ? answer.posts[0]!.media[0]!.url : '';
    expect(url).toMatch(/^\/api\/journal-media\//);
    const res = await getPrivate(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    // The same URL without the family's session, or with another account's: nothing.
    await signInAs(null);
    expect((await getPrivate(url)).status).toBe(404);
    await signInAs(stranger);
    expect((await getPrivate(url)).status).toBe(404);
    // A changed signature: nothing.
    await signInAs(family);
    expect((await getPrivate(url.replace(/sig=./, 'sig=A'))).status).toBe(404);
    // Unlinked: the URL stops working at once.
    await b.families.unlink({ litterId, userId: family.id });
    expect((await getPrivate(url)).status).toBe(404);
  });

  it('reach a status-link family while it has a deposit or pick there; not once the family is deleted', async () => {
    await signInAs(null);
    const status = await familyStatus((await b.applications.get({ id: applicationId }))!);
    const post = status.litters[0]!.posts.find((p) => p.visibility === 'families')!;
    const url = post.media[0]!.url;
    expect(url).toMatch(/^\/api\/journal-media\//);
    expect((await getPrivate(url)).status).toBe(200);
    for (const e of await b.waitlists.listByApplication({ applicationId })) await b.waitlists.remove({ id: e.id });
    await b.applications.delete({ id: applicationId });
    expect((await getPrivate(url)).status).toBe(404);
  });
});
