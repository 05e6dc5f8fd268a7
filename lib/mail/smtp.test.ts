import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import { backoffMs } from '@/lib/domain/mail';
import { drainDue } from './drain';
import { smtpTransport } from './transports';

/** A tiny SMTP server on loopback: records each DATA; `failNext` answers the next MAIL FROM with 451. */
function smtpServer() {
  const received: string[] = [];
  const state = { failNext: 0 };
  const server = net.createServer((sock) => {
    sock.setEncoding('utf8');
    let buf = '';
    let inData = false;
    let data = '';
    sock.write('220 localhost test ESMTP\r\n');
    sock.on('data', (chunk: string) => {
      buf += chunk;
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            sock.write('250 2.0.0 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          if (state.failNext > 0) {
            state.failNext--;
            sock.write('451 4.3.0 try again later\r\n');
          } else sock.write('250 2.1.0 ok\r\n');
        } else if (cmd === 'RCPT') sock.write('250 2.1.5 ok\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 go ahead\r\n');
        } else if (cmd === 'RSET' || cmd === 'NOOP') sock.write('250 ok\r\n');
        else if (cmd === 'QUIT') {
          sock.write('221 bye\r\n');
          sock.end();
        } else sock.write('502 not implemented\r\n');
      }
    });
    sock.on('error', () => {});
  });
  return { server, received, state };
}

const smtp = smtpServer();
let port = 0;
const dirs: string[] = [];
let backend: LocalBackend;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as net.AddressInfo).port;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-mail-'));
  dirs.push(dir);
  backend = await createLocalBackend({ dataDir: dir, seed: false });
});
afterAll(async () => {
  backend?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function queue(subject: string, kind: 'announcement' | 'family' = 'family') {
  const m = await backend.outbox.add({
    message: { kind, to: ['family@example.com'], subject, body: `Body of ${subject}`, fromName: 'Site', replyEmail: 'owner@example.com', phone: '' },
  });
  await backend.mailDeliveries.enqueue({ messageId: m.id });
  return m;
}

describe('lib/mail over SMTP (nodemailer against a loopback server)', () => {
  it('delivers a queued message with its headers and marks it sent', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'Site <site@example.com>' });
    const m = await queue('Litter born', 'announcement');
    const r = await drainDue(backend, transport, {
      headersOf: () => ({ 'List-Unsubscribe': '<https://example.com/api/unsubscribe/tok>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
    });
    transport.close?.();
    expect(r).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Litter born');
    expect(smtp.received[0]).toContain('List-Unsubscribe: <https://example.com/api/unsubscribe/tok>');
    expect(smtp.received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received[0]).toContain('Body of Litter born');
    expect(await backend.mailDeliveries.get({ messageId: m.id })).toMatchObject({ state: 'sent', attempts: 1, transport: 'smtp', nextAttemptAt: null });
    // Nothing left to send.
    expect(await drainDue(backend, transport)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a temporary failure after the backoff, then delivers; gives up after the last attempt', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'site@example.com' });
    smtp.state.failNext = 1;
    const before = smtp.received.length;
    const m = await queue('Reply from the owner');
    const t0 = new Date();
    expect(await drainDue(backend, transport, { now: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const queued = (await backend.mailDeliveries.get({ messageId: m.id }))!;
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(queued.lastError).toMatch(/451/);
    expect(Date.parse(queued.nextAttemptAt!)).toBeGreaterThanOrEqual(t0.getTime() + backoffMs(1) - 1000);
    // Not due yet: nothing happens.
    expect(await drainDue(backend, transport, { now: t0 })).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Due after the backoff: delivered.
    expect(await drainDue(backend, transport, { now: new Date(Date.parse(queued.nextAttemptAt!) + 1) })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    expect(await backend.mailDeliveries.get({ messageId: m.id })).toMatchObject({ state: 'sent', attempts: 2, lastError: '' });

    // A server that keeps refusing: failed after maxAttempts.
    smtp.state.failNext = 2;
    const g = await queue('Never delivered');
    expect(await drainDue(backend, transport, { maxAttempts: 2 })).toMatchObject({ retried: 1 });
    const far = new Date(Date.now() + 24 * 3600_000);
    expect(await drainDue(backend, transport, { now: far, maxAttempts: 2 })).toMatchObject({ failed: 1 });
    expect(await backend.mailDeliveries.get({ messageId: g.id })).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null });
    transport.close?.();
  });

  it('drops the delivery of a message deleted from the outbox (Delete family) without sending it', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'site@example.com' });
    const before = smtp.received.length;
    const m = await queue('Deleted before sending');
    await backend.outbox.delete({ id: m.id });
    expect(await drainDue(backend, transport)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received.length).toBe(before);
    expect(await backend.mailDeliveries.get({ messageId: m.id })).toBeNull();
    transport.close?.();
  });
});
