import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir();
const { POST } = await import('./route');
const { getBackend } = await import('@/lib/backend');

type Who = { label: string; headers: Record<string, string>; signIn: () => Promise<void>; status: number };
let admin: Omit<Who, 'status'>;
let others: Who[];
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const b = await getBackend();
  const user = await b.users.create({ email: 'visitor@example.com' });
  const boss = await b.users.create({ email: 'boss@example.com', role: 'admin' });
  // An admin whose sessions were ended (Logout, new password): the cookie carries version 0, the record 1.
  const ended = await b.users.create({ email: 'ended@example.com', role: 'admin' });
  await b.users.endSessions({ id: ended.id });
  admin = { label: 'admin', headers: {}, signIn: () => signInAs({ id: boss.id, email: boss.email, role: 'admin' }) };
  const sub = { 'x-middleware-subrequest': 'middleware' };
  others = [
    { label: 'anonymous', headers: {}, status: 401, signIn: () => signInAs(null) },
    { label: 'signed-in user', headers: {}, status: 403, signIn: () => signInAs({ id: user.id, email: user.email, role: 'user' }) },
    { label: 'anonymous with x-middleware-subrequest', headers: sub, status: 401, signIn: () => signInAs(null, sub) },
    { label: 'admin whose session has ended', headers: {}, status: 401, signIn: () => signInAs({ id: ended.id, email: ended.email, role: 'admin' }) },
  ];
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8902e' } })
      .png()
      .toBuffer(),
  );
});
beforeEach(() => {
  revalidated.length = 0;
});
afterAll(tmp.cleanup);

function upload(kind: string, file: File | string | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('kind', kind);
  if (file !== null) form.set('file', file);
  return POST(new Request('http://localhost/api/admin/uploads', { method: 'POST', body: form, headers }));
}

/** Everything a failed upload could have touched: the stored files and the hero setting. */
async function storeSnapshot() {
  const b = await getBackend();
  const folders = ['', 'adminGallery', 'puppies', 'studs'];
  const media = await Promise.all(folders.map(async (folder) => (await b.media.list({ folder })).map((m) => `${m.fullPath}:${m.md5Hash}`)));
  return JSON.stringify({ media, hero: await b.settings.getHeroImage() });
}

const pngFile = (name = 'Test Photo.png') => new File([png], name, { type: 'image/png' });

describe('POST /api/admin/uploads', () => {
  it.each(['gallery', 'hero', 'puppy', 'stud'])('refuses a %s upload from anyone but an admin and stores nothing', async (kind) => {
    for (const who of others) {
      const before = await storeSnapshot();
      await who.signIn();
      const res = await upload(kind, pngFile(), who.headers);
      expect(res.status, who.label).toBe(who.status);
      expect(await res.json(), who.label).toEqual({ error: 'You do not have permission to do that.' });
      expect(await storeSnapshot(), who.label).toBe(before);
      expect(revalidated, who.label).toEqual([]);
    }
  });

  it('stores a real PNG from an admin as WebP under adminGallery/{name}_{timestamp}.webp and revalidates the gallery', async () => {
    await admin.signIn();
    const started = Date.now();
    const res = await upload('gallery', pngFile());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; path: string; name: string; width: number; height: number };
    expect(body.path).toMatch(/^adminGallery\/test-photo_(\d{13})\.webp$/);
    const stamp = Number(/_(\d{13})\./.exec(body.path)![1]);
    expect(stamp).toBeGreaterThanOrEqual(started);
    expect(body).toMatchObject({ width: 64, height: 48, name: body.path.split('/')[1] });
    const b = await getBackend();
    const stored = (await b.media.list({ folder: 'adminGallery' })).find((m) => m.fullPath === body.path);
    expect(stored).toMatchObject({ contentType: 'image/webp', url: body.url });
    const bytes = (await b.media.read({ path: body.path }))!.bytes;
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(revalidated).toEqual(['tag:gallery']);
  });

  it('stores a hero upload as hero-image.jpg and points settings/heroImage at it', async () => {
    await admin.signIn();
    const res = await upload('hero', pngFile('my hero.png'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; path: string };
    expect(body.path).toBe('hero-image.jpg');
    const b = await getBackend();
    const hero = await b.settings.getHeroImage();
    expect(hero.url).toBe(body.url);
    expect(hero.url).toMatch(/^\/media\/hero-image\.jpg(\?|$)/);
    const stored = await b.media.read({ path: 'hero-image.jpg' });
    expect(stored?.contentType).toBe('image/jpeg');
    expect((await sharp(stored!.bytes).metadata()).format).toBe('jpeg');
    expect(revalidated).toEqual(['tag:settings']);
  });

  it.each([
    ['a text file renamed .jpg', () => new File(['hello, this is not a photo'], 'photo.jpg', { type: 'image/jpeg' }), 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.'],
    [
      'an SVG',
      () => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
      'SVG files cannot be uploaded; please use a JPEG, PNG or WebP image.',
    ],
    [
      'an SVG disguised as .png',
      () => new File(['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
      'SVG files cannot be uploaded; please use a JPEG, PNG or WebP image.',
    ],
    ['a 20 MB file', () => new File([new Uint8Array(20 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }), 'That file is larger than 15 MB.'],
    ['an empty file', () => new File([], 'empty.png', { type: 'image/png' }), 'That file is empty.'],
  ])('answers 400 with a clear message for %s and stores nothing', async (_label, make, message) => {
    await admin.signIn();
    for (const kind of ['gallery', 'hero']) {
      const before = await storeSnapshot();
      const res = await upload(kind, make());
      expect(res.status, kind).toBe(400);
      expect(await res.json(), kind).toEqual({ error: message });
      expect(await storeSnapshot(), kind).toBe(before);
      expect(revalidated, kind).toEqual([]);
    }
  });

  it('answers 400 for a missing file, a text field instead of a file and an unknown kind', async () => {
    await admin.signIn();
    const before = await storeSnapshot();
    expect((await upload('gallery', null)).status).toBe(400);
    expect((await upload('gallery', 'not a file')).status).toBe(400);
    const res = await upload('../site', pngFile());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown upload kind.' });
    expect(await storeSnapshot()).toBe(before);
  });
});
