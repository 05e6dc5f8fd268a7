import * as React from 'react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessagesAdmin } from '@/components/admin/messages/messages-admin';
import { MESSAGES_PAGE_SIZE } from '@/lib/domain/outbox';
import type { User } from '@/lib/domain/user';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';

/**
 * Admin › Messages renders one page, read by cursor, with totals from count queries: after a
 * flood the page holds MESSAGES_PAGE_SIZE messages, not all of them (it was 145 MB of HTML).
 */
// tsconfig keeps JSX as it is ("preserve"), so vitest compiles it to React.createElement.
(globalThis as { React?: typeof React }).React = React;
const tmp = useTempDataDir('breeder-messages-page-');
const { default: AdminMessagesPage } = await import('./page');
const backend = await tempBackend(tmp, import('@/lib/backend'));

type Props = Parameters<typeof MessagesAdmin>[0];

/** The MessagesAdmin element the server page rendered, found in its element tree. */
function messagesProps(node: ReactNode): Props | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = messagesProps(child as ReactNode);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const el = node as ReactElement<Record<string, unknown>>;
  if (el.type === MessagesAdmin) return el.props as unknown as Props;
  return messagesProps(el.props.children as ReactNode);
}

async function render(before?: string): Promise<Props> {
  const node = await AdminMessagesPage({ searchParams: Promise.resolve(before ? { before: decodeURIComponent(before) } : {}) });
  const props = messagesProps(node);
  if (!props) throw new Error('no MessagesAdmin rendered');
  return props;
}

let admin: User;
const FLOOD = MESSAGES_PAGE_SIZE * 2 + 7;
beforeAll(async () => {
  admin = await backend.users.create({ email: 'owner@example.test', role: 'admin' });
  const db = (backend as unknown as { db: import('better-sqlite3').Database }).db;
  const insert = db.prepare(
    "INSERT INTO outbox (id, kind, recipients, subject, body, from_name, reply_email, phone, created_at) VALUES (?, 'contact', '[]', 's', 'b', ?, 'x@y.co', '', ?)",
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < FLOOD; i++) insert.run(`m${String(i).padStart(4, '0')}`, `Sender ${i}`, new Date(start + i * 1000).toISOString());
  })();
  await backend.outbox.setHandled({ id: 'm0000', handled: true });
  await signInAs(admin);
});

describe('Admin › Messages paging', () => {
  it('shows the newest page with totals for all, then older pages by cursor until the last', async () => {
    const first = await render();
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages[0]!.name).toBe(`Sender ${FLOOD - 1}`);
    expect(first).toMatchObject({ total: FLOOD, unhandled: FLOOD - 1, newestHref: null, retentionDays: null });
    expect(first.olderHref).toMatch(/^\/admin\/messages\?before=/);

    const second = await render(first.olderHref!.split('before=')[1]);
    expect(second.messages.map((m) => m.name)).toEqual(Array.from({ length: MESSAGES_PAGE_SIZE }, (_, i) => `Sender ${FLOOD - 1 - MESSAGES_PAGE_SIZE - i}`));
    expect(second.newestHref).toBe('/admin/messages');

    const third = await render(second.olderHref!.split('before=')[1]);
    expect(third.messages).toHaveLength(7);
    expect(third.messages.at(-1)).toMatchObject({ name: 'Sender 0', handled: true });
    expect(third.olderHref).toBeNull();
  });

  it('shows the newest page for a malformed cursor', async () => {
    const page = await render('not-a-cursor');
    expect(page.messages[0]!.name).toBe(`Sender ${FLOOD - 1}`);
    expect(page.newestHref).toBeNull();
  });

  it('prunes handled messages past the retention when viewed', async () => {
    await backend.settings.setMessageRetention({ input: { handledDays: 7 } });
    const db = (backend as unknown as { db: import('better-sqlite3').Database }).db;
    db.prepare('UPDATE outbox SET handled_at = ? WHERE id = ?').run(new Date(Date.now() - 8 * 86_400_000).toISOString(), 'm0000');
    const page = await render();
    expect(page).toMatchObject({ total: FLOOD - 1, unhandled: FLOOD - 1, retentionDays: 7 });
    expect(await backend.outbox.get({ id: 'm0000' })).toBeNull();
  });
});
