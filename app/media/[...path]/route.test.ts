import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-media-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKEND;

const { GET } = await import('./route');
const { getBackend } = await import('@/lib/backend');

function get(...segments: string[]) {
  return GET(new Request('http://localhost/media/x'), { params: Promise.resolve({ path: segments }) });
}

/** A request with a query, as the image optimizer makes it from an `<Image src>`. */
function getWithQuery(query: string, ...segments: string[]) {
  return GET(new Request(`http://localhost/media/${segments.join('/')}${query}`), { params: Promise.resolve({ path: segments }) });
}

let galleryUrl = '';
let heroUrl = '';

beforeAll(async () => {
  const b = await getBackend();
  galleryUrl = (await b.media.put({ path: 'adminGallery/meadow_1.png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' })).url;
  heroUrl = (await b.media.put({ path: 'hero-image.jpg', bytes: Uint8Array.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' })).url;
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'do not serve');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('media route', () => {
  it('serves a byte range (video playback and seeking) and refuses one past the end', async () => {
    const range = (h: string) => GET(new Request('http://localhost/media/x', { headers: { range: h } }), { params: Promise.resolve({ path: ['adminGallery', 'meadow_1.png'] }) });
    const part = await range('bytes=1-2');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-2/4');
    expect(part.headers.get('content-length')).toBe('2');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(Uint8Array.from([0x50, 0x4e]));
    expect((await get('adminGallery', 'meadow_1.png')).headers.get('accept-ranges')).toBe('bytes');
    const past = await range('bytes=9-');
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */4');
  });

  it('serves a stored file with its type and a long cache lifetime', async () => {
    const res = await get('adminGallery', 'meadow_1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it.each([
    [['..', 'site.db']],
    [['..', 'secret.txt']],
    [['adminGallery', '..', '..', 'site.db']],
    [['%2E%2E', 'site.db']],
    [['..%2Fsite.db']],
    [['%2Fetc%2Fpasswd']],
    [['/etc', 'passwd']],
    [['adminGallery', 'meadow_1.png\u0000.txt']],
    [['adminGallery', 'meadow_1.png%00']],
    [['site.db']],
    [['.', 'site.db']],
    [['adminGallery', 'missing.png']],
    [['adminGallery\\..\\site.db']],
    [['%E0%A4%A']],
  ])('answers 404 for %j', async (segments) => {
    const res = await get(...segments);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  describe('query: only the version the store hands out', () => {
    const query = (url: string) => new URL(url, 'http://localhost').search;

    it('serves the URL the store handed out (folder and root files)', async () => {
      expect(query(galleryUrl)).toMatch(/^\?v=\d+$/);
      expect((await getWithQuery(query(galleryUrl), 'adminGallery', 'meadow_1.png')).status).toBe(200);
      expect((await getWithQuery(query(heroUrl), 'hero-image.jpg')).status).toBe(200);
    });

    it.each(['?v=1', '?v=99999999999999', '?v=', '?x=1', '?v=VERSION&x=1', '?w=64&q=75'])('answers 404 to %s', async (q) => {
      const res = await getWithQuery(q.replace('VERSION', query(galleryUrl).slice(3)), 'adminGallery', 'meadow_1.png');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('a version from before an overwrite stops working; the new one works', async () => {
      const old = query(heroUrl);
      await new Promise((r) => setTimeout(r, 1100));
      const b = await getBackend();
      const fresh = (await b.media.put({ path: 'hero-image.jpg', bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]), contentType: 'image/jpeg' })).url;
      expect(query(fresh)).not.toBe(old);
      expect((await getWithQuery(old, 'hero-image.jpg')).status).toBe(404);
      expect((await getWithQuery(query(fresh), 'hero-image.jpg')).status).toBe(200);
    });

    it('a version query on a file that does not exist is a 404', async () => {
      expect((await getWithQuery(query(galleryUrl), 'adminGallery', 'missing.png')).status).toBe(404);
    });
  });
});
