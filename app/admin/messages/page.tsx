import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import tableStyles from '@/components/admin/admin-table.module.css';
import { MessagesAdmin, type MessageView } from '@/components/admin/messages/messages-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { formatReceivedAt } from '@/lib/domain/contact';
import { formatPhone } from '@/lib/domain/format';
import { MESSAGES } from '@/lib/domain/messages';
import { decodeOutboxCursor, encodeOutboxCursor, MESSAGES_PAGE_SIZE } from '@/lib/domain/outbox';
import { adminPageLoad } from '@/lib/server/admin-page';
import { pruneHandledMessages } from '@/lib/server/message-retention';

export const metadata: Metadata = { title: 'Messages' };

/**
 * Admin › Messages: the contact messages in the outbox, newest first, read fresh, one page at a
 * time (`?before=<cursor>` for older ones) with the totals from count queries, so the page stays
 * small whatever a flood left in the outbox. Account emails (password resets) share the outbox
 * and are left out. A view also deletes handled messages past the owner's retention (bounded).
 */
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const raw = (await searchParams).before;
  const before = decodeOutboxCursor(typeof raw === 'string' ? raw : undefined);
  const loaded = await adminPageLoad('admin messages', async (backend) => {
    await pruneHandledMessages().catch((e: unknown) => console.warn('[messages] retention prune failed', e));
    // One more than a page tells whether there are older ones.
    const [rows, total, unhandled, retention] = await Promise.all([
      backend.outbox.page({ kind: 'contact', limit: MESSAGES_PAGE_SIZE + 1, ...(before ? { before } : {}) }),
      backend.outbox.count({ kind: 'contact' }),
      backend.outbox.count({ kind: 'contact', handled: false }),
      backend.settings.getMessageRetention(),
    ]);
    return { rows, total, unhandled, retention };
  });
  if (!loaded.ok) {
    return (
      <>
        <AdminPageHead title="Messages" lead="Messages sent with the contact forms, newest first." />
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      </>
    );
  }
  const { rows, total, unhandled, retention } = loaded.data;
  const shown = rows.slice(0, MESSAGES_PAGE_SIZE);
  const last = shown.at(-1);
  // Times are formatted here, on the server, so the browser's own date data cannot disagree at hydration.
  const messages: MessageView[] = shown.map((m) => ({
    id: m.id,
    name: m.fromName,
    email: m.replyEmail,
    phone: m.phone,
    phoneLabel: formatPhone(m.phone),
    body: m.body,
    createdAt: m.createdAt,
    received: formatReceivedAt(m.createdAt),
    handled: m.handledAt !== null,
  }));
  return (
    <>
      <AdminPageHead
        title="Messages"
        lead="Messages sent with the contact forms, newest first. Reply by email or phone, then mark them handled."
      />
      <MessagesAdmin
        messages={messages}
        total={total}
        unhandled={unhandled}
        retentionDays={retention.handledDays}
        olderHref={rows.length > MESSAGES_PAGE_SIZE && last ? `/admin/messages?before=${encodeURIComponent(encodeOutboxCursor(last))}` : null}
        newestHref={before ? '/admin/messages' : null}
      />
    </>
  );
}
