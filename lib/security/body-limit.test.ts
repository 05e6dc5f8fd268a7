import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { applyBodyCeiling, DEFAULT_CEILING_BYTES } from './body-ceiling';
import { isBodyTooLarge, isClientGone, readBodyLimited, readFormLimited } from './body-limit';

const tmp = useTempDataDir('breeder-body-');
afterAll(tmp.cleanup);

/** A chunked body (no Content-Length) of `total` bytes in 64 KiB chunks, counting what was pulled. */
function endless(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

function post(url: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string>) {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readBodyLimited', () => {
  it('reads a body within its limit', async () => {
    expect(new TextDecoder().decode(await readBodyLimited(post('http://x/', 'hello', {}), 5))).toBe('hello');
  });

  it('stops a chunked body at its limit without reading the rest', async () => {
    const { stream, pulled } = endless(50 * 1024 * 1024);
    const err = await readBodyLimited(post('http://x/', stream, {}), 4_000).catch((e: unknown) => e);
    expect(isBodyTooLarge(err)).toBe(true);
    expect(pulled.bytes).toBeLessThan(300 * 1024);
  });

  it('does not trust a small declared length', async () => {
    const { stream, pulled } = endless(10 * 1024 * 1024);
    const req = post('http://x/', stream, { 'content-length': '10' });
    await expect(readBodyLimited(req, 4_000)).rejects.toThrow(/larger than 4000/);
    expect(pulled.bytes).toBeLessThan(300 * 1024);
  });

  it('tells a client that hung up mid-body from a server fault, and the admin routes neither log it nor blame the server', async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"path":'));
      },
    });
    const err = await readBodyLimited(post('http://x/', stream, {}), 1024).catch((e: unknown) => e);
    expect(isClientGone(err)).toBe(true);
    expect(isBodyTooLarge(err)).toBe(false);
    const { logUnexpected, statusFor } = await import('@/lib/server/admin-errors');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      logUnexpected('admin menu', err);
      expect(logged).not.toHaveBeenCalled();
      logUnexpected('admin menu', new Error('disk full'));
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
    expect(statusFor(err)).toBe(400);
  });

  it('parses a bounded form', async () => {
    const form = await readFormLimited(post('http://x/', 'email=a%40b.c&website=', { 'content-type': 'application/x-www-form-urlencoded' }), 100);
    expect(form.get('email')).toBe('a@b.c');
  });
});

describe('POST /api/subscribe', () => {
  it('refuses a chunked body past 4,000 bytes after reading about that much, not the whole body', async () => {
    const { POST } = await import('@/app/api/subscribe/route');
    const { stream, pulled } = endless(50 * 1024 * 1024);
    const res = await POST(post('http://localhost/api/subscribe', stream, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/subscribe?error=invalid');
    expect(pulled.bytes).toBeLessThan(300 * 1024);
  });
});

describe('the server-wide body ceiling', () => {
  async function withServer(fn: (port: number, received: number[]) => Promise<void>) {
    const received: number[] = [];
    const server = http.createServer(async (req, res) => {
      let n = 0;
      try {
        for await (const c of req) n += (c as Buffer).byteLength;
        received.push(n);
        res.end(`got ${n}`);
      } catch {
        received.push(n);
        if (!res.headersSent) res.writeHead(500).end();
      }
    });
    const emit = server.emit.bind(server);
    server.emit = ((event: string, ...args: unknown[]) =>
      event === 'request' && applyBodyCeiling(args[0] as http.IncomingMessage, args[1] as http.ServerResponse) ? true : emit(event, ...args)) as typeof server.emit;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      await fn((server.address() as AddressInfo).port, received);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }

  it('answers 413 to a declared length past the ceiling before any handler runs', () =>
    withServer(async (port, received) => {
      const res = await fetch(`http://127.0.0.1:${port}/anything`, { method: 'POST', body: new Uint8Array(DEFAULT_CEILING_BYTES + 1) });
      expect(res.status).toBe(413);
      expect(received).toEqual([]);
    }));

  it('closes a chunked body at the ceiling: the handler never gets more', () =>
    withServer(async (port, received) => {
      const outcome = await new Promise<string>((resolve) => {
        const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/subscribe', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(`status ${res.statusCode}`));
        });
        req.on('error', () => resolve('closed'));
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const write = () => {
          while (sent < 20 * 1024 * 1024) {
            sent += chunk.byteLength;
            if (!req.write(chunk)) return void req.once('drain', write);
          }
          req.end();
        };
        write();
      });
      expect(outcome).not.toBe('status 200');
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toBeLessThanOrEqual(DEFAULT_CEILING_BYTES);
    }));

  it('lets a body within the ceiling through', () =>
    withServer(async (port, received) => {
      const res = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: 'a'.repeat(1000) });
      expect(await res.text()).toBe('got 1000');
      expect(received).toEqual([1000]);
    }));
});
