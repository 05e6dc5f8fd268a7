import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import tableStyles from '@/components/admin/admin-table.module.css';
import { MessagesAdmin, type MessageView } from '@/components/admin/messages/messages-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { formatReceivedAt } from '@/lib/domain/contact';
import { formatPhone } from '@/lib/domain/format';
import { MESSAGES } from '@/lib/domain/messages';
import { load } from '@/lib/server/data';

export const metadata: Metadata = { title: 'Messages' };

/**
 * Admin › Messages: the contact messages in the outbox, newest first, read fresh. Account e-mails
 * (password resets) share the outbox and are left out.
 */
export default async function AdminMessagesPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const loaded = await load('admin messages', async () => (await getBackend()).outbox.list({ kind: 'contact' }));
  // Times are formatted here, on the server, so the browser's own date data cannot disagree at hydration.
  const messages: MessageView[] = loaded.ok
    ? loaded.data.map((m) => ({
        id: m.id,
        name: m.fromName,
        email: m.replyEmail,
        phone: m.phone,
        phoneLabel: formatPhone(m.phone),
        body: m.body,
        createdAt: m.createdAt,
        received: formatReceivedAt(m.createdAt),
        handled: m.handledAt !== null,
      }))
    : [];
  return (
    <>
      <AdminPageHead
        title="Messages"
        lead="Messages sent with the contact forms, newest first. Reply by e-mail or phone, then mark them handled."
      />
      {loaded.ok ? (
        <MessagesAdmin messages={messages} />
      ) : (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      )}
    </>
  );
}
