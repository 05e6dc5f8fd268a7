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

beforeAll(async () => {
  const b = await getBackend();
  await b.media.put({ path: 'adminGallery/meadow_1.png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' });
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'do not serve');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('media route', () => {
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
});
