import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@/lib/domain/outbox';
import { emailJsTransport } from './transports';

/** EmailJS's REST API stood in by a loopback HTTP server that records each request. */
const seen: { url: string; body: Record<string, unknown> }[] = [];
let answer = { status: 200, text: 'OK' };
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown> });
    res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.text);
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0/email/send`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const message: OutboxMessage = {
  id: 'm1',
  kind: 'announcement',
  to: ['fan@example.com'],
  subject: 'Rosie × Duke: Born',
  body: 'The puppies are here.',
  fromName: 'Albion Golden Retrievers',
  replyEmail: 'owner@example.com',
  phone: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  handledAt: null,
};

describe('EmailJS REST transport', () => {
  it('posts the server keys and the template params (incl. the unsubscribe link), and throws on an error answer', async () => {
    const t = emailJsTransport({ url, serviceId: 'svc', templateId: 'tpl', publicKey: 'pub', privateKey: 'priv' });
    await t.send({ message, headers: { 'List-Unsubscribe': '<https://example.com/api/unsubscribe/tok>' } });
    expect(seen[0]).toEqual({
      url: '/api/v1.0/email/send',
      body: {
        service_id: 'svc',
        template_id: 'tpl',
        user_id: 'pub',
        accessToken: 'priv',
        template_params: {
          to_email: 'fan@example.com',
          subject: 'Rosie × Duke: Born',
          message: 'The puppies are here.',
          from_name: 'Albion Golden Retrievers',
          reply_to: 'owner@example.com',
          unsubscribe_url: 'https://example.com/api/unsubscribe/tok',
        },
      },
    });
    answer = { status: 403, text: 'API calls are disabled for non-browser applications' };
    await expect(t.send({ message, headers: {} })).rejects.toThrow('EmailJS answered 403: API calls are disabled');
  });
});
