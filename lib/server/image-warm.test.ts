import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmWidths } from '@/lib/domain/image-warm';
import { warmImage } from './image-warm';

type Seen = { url: string; accept: string | undefined };

/** A stand-in for the server's own optimizer: records each request and answers with `status`. */
async function optimizer(status: number): Promise<{ origin: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url!, accept: req.headers.accept });
    res.writeHead(status, { 'content-type': 'image/avif', 'x-nextjs-cache': 'MISS' });
    res.end('img');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

afterEach(() => vi.restoreAllMocks());

describe('warmImage', () => {
  it('asks the optimizer for each size visitors pick, one after another, as a browser that takes AVIF', async () => {
    const o = await optimizer(200);
    try {
      const results = await warmImage('/media/puppies/hazel.webp?v=2', 'puppy', o.origin);
      const widths = warmWidths('puppy');
      expect(o.seen.map((s) => s.url)).toEqual(widths.map((w) => `/_next/image?url=%2Fmedia%2Fpuppies%2Fhazel.webp%3Fv%3D2&w=${w}&q=75`));
      expect(o.seen.every((s) => s.accept?.startsWith('image/avif,'))).toBe(true);
      expect(results.map((r) => [r.width, r.status, r.cache])).toEqual(widths.map((w) => [w, 200, 'MISS']));
    } finally {
      await o.close();
    }
  });

  it('only logs when the optimizer refuses or cannot be reached: the upload already succeeded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const o = await optimizer(500);
    try {
      const results = await warmImage('/media/gallery/a.webp?v=1', 'gallery', o.origin);
      expect(results.every((r) => r.status === 500)).toBe(true);
    } finally {
      await o.close();
    }
    const unreachable = await warmImage('/media/gallery/a.webp?v=1', 'gallery', o.origin);
    expect(unreachable.every((r) => r.status === 0)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('/media/gallery/a.webp');
  });
});
