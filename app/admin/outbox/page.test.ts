import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@/lib/domain/user';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';

/** Admin › Outbox: admin only; the mail lib/mail sends, by kind, with its delivery state; never contact messages. */
(globalThis as { React?: typeof React }).React = React;
const tmp = useTempDataDir('breeder-outbox-page-');
const { default: AdminOutboxPage } = await import('./page');
const backend = await tempBackend(tmp, import('@/lib/backend'));

const render = async (q: Record<string, string> = {}) => renderToStaticMarkup((await AdminOutboxPage({ searchParams: Promise.resolve(q) })) as React.ReactElement);

let admin: User;
let member: User;
beforeAll(async () => {
  admin = await backend.users.create({ email: 'outbox-owner@example.test', role: 'admin' });
  member = await backend.users.create({ email: 'outbox-member@example.test', role: 'user' });
  const msg = (kind: 'announcement' | 'contact', to: string, subject: string) =>
    backend.outbox.add({ message: { kind, to: [to], subject, body: 'Body', fromName: 'Site', replyEmail: '', phone: '' } });
  const sent = await msg('announcement', 'fan@example.com', 'Rosie × Duke: Born');
  await backend.mailDeliveries.enqueue({ messageId: sent.id });
  await backend.mailDeliveries.update({ messageId: sent.id, patch: { state: 'sent', attempts: 1, nextAttemptAt: null, lastError: '', transport: 'outbox', sentAt: new Date().toISOString() } });
  const failing = await msg('announcement', 'bounce@example.com', 'Rosie × Duke: Ready to go home');
  await backend.mailDeliveries.enqueue({ messageId: failing.id });
  await backend.mailDeliveries.update({ messageId: failing.id, patch: { state: 'failed', attempts: 6, nextAttemptAt: null, lastError: '550 no such user', transport: '', sentAt: null } });
  await msg('contact', 'owner@example.com', 'Contact from Pat');
});

describe('Admin › Outbox', () => {
  it('refuses a signed-in non-admin before reading anything', async () => {
    await signInAs(member);
    await expect(render()).rejects.toThrow('NEXT_REDIRECT');
  });

  it('lists the announcements with their delivery state, and no contact message', async () => {
    await signInAs(admin);
    const html = await render({ kind: 'announcement' });
    expect(html).toContain('fan@example.com');
    expect(html).toContain('Sent · outbox (1 attempt)');
    expect(html).toContain('Failed (6 attempts)');
    expect(html).toContain('Last error: 550 no such user');
    expect(html).not.toContain('Contact from Pat');
    const other = await render({ kind: 'family' });
    expect(other).toContain('No replies to families yet.');
    expect(other).not.toContain('fan@example.com');
  });

  it('opens on the first tab, the application confirmations', async () => {
    await signInAs(admin);
    const html = await render();
    expect(html).toMatch(/aria-current="page"[^>]*>Application confirmations/);
  });
});
