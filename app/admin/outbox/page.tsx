import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import blocks from '@/components/admin/admin-blocks.module.css';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { redactSecrets } from '@/lib/security/redact.mjs';
import { formatReceivedAt } from '@/lib/domain/contact';
import { countOf } from '@/lib/domain/format';
import { MAIL_KINDS, type MailKind } from '@/lib/domain/mail';
import { MESSAGES } from '@/lib/domain/messages';
import { decodeOutboxCursor, encodeOutboxCursor, MESSAGES_PAGE_SIZE } from '@/lib/domain/outbox';
import { adminPageLoad } from '@/lib/server/admin-page';
import { TableHead } from '@/components/ui/table-head';

export const metadata: Metadata = { title: 'Outbox' };

const KIND_LABELS: Record<MailKind, string> = {
  application: 'Application confirmations',
  family: 'Replies to families',
  announcement: 'Litter announcements',
  subscription: 'List confirmations',
  owner: 'Notifications to you',
};

const STATE_LABELS = { queued: 'Queued', sent: 'Sent', failed: 'Failed' } as const;

/**
 * Admin › Outbox (docs/family-journey.md): the mail the site sends itself (lib/mail), one kind at a time,
 * newest first, a page at a time (`?before=<cursor>`), each with its delivery state. With no
 * transport configured the outbox is the record ("Sent · outbox"). Contact messages stay in
 * Admin › Messages. Bodies are shown without their link tokens: a family's status link is the
 * family's alone (docs/security.md); the family hub makes a new one when needed.
 */
export default async function AdminOutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const q = await searchParams;
  // Without a choice, the first tab (the owner read "0 messages" under the third one and thought no mail went out).
  const kind: MailKind = typeof q.kind === 'string' && (MAIL_KINDS as readonly string[]).includes(q.kind) ? (q.kind as MailKind) : MAIL_KINDS[0];
  const before = decodeOutboxCursor(typeof q.before === 'string' ? q.before : undefined);
  const loaded = await adminPageLoad('admin outbox', async (backend) => {
    const [rows, total, queued, failed] = await Promise.all([
      backend.outbox.page({ kind, limit: MESSAGES_PAGE_SIZE + 1, ...(before ? { before } : {}) }),
      backend.outbox.count({ kind }),
      backend.mailDeliveries.count({ state: 'queued' }),
      backend.mailDeliveries.count({ state: 'failed' }),
    ]);
    const shown = rows.slice(0, MESSAGES_PAGE_SIZE);
    const deliveries = await Promise.all(shown.map((m) => backend.mailDeliveries.get({ messageId: m.id })));
    return { shown, more: rows.length > MESSAGES_PAGE_SIZE, deliveries, total, queued, failed };
  });
  const head = <AdminPageHead title="Outbox" lead="Mail the site sends to families and subscribers, newest first, with whether it went out." />;
  if (!loaded.ok) {
    return (
      <>
        {head}
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      </>
    );
  }
  const { shown, more, deliveries, total, queued, failed } = loaded.data;
  const last = shown.at(-1);
  return (
    <>
      {head}
      <nav aria-label="Kinds of mail">
        <ul className={blocks.linkRow}>
          {MAIL_KINDS.map((k) => (
            <li key={k}>
              <Link href={`/admin/outbox?kind=${k}`} aria-current={k === kind ? 'page' : undefined} style={k === kind ? { fontWeight: 700 } : undefined}>
                {KIND_LABELS[k]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={tableStyles.count}>
        {countOf(total, 'message')} · {queued} queued and {failed} failed in all kinds
      </p>
      {shown.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>No {KIND_LABELS[kind].toLowerCase()} yet.</p>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <TableHead caption={KIND_LABELS[kind]} columns={['Queued', 'To', 'Subject', 'Delivery']} />
          <tbody>
            {shown.map((m, i) => {
              const d = deliveries[i];
              return (
                <tr key={m.id}>
                  <td>{formatReceivedAt(m.createdAt)}</td>
                  <td>{m.to.join(', ')}</td>
                  <td>
                    <details>
                      <summary>{m.subject}</summary>
                      <pre style={{ whiteSpace: 'pre-wrap' }}>{redactSecrets(m.body)}</pre>
                    </details>
                  </td>
                  <td>
                    {d ? `${STATE_LABELS[d.state]}${d.state === 'sent' ? ` · ${d.transport}` : ''} (${countOf(d.attempts, 'attempt')})` : 'In the outbox'}
                    {d?.lastError ? <div>Last error: {d.lastError}</div> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p>
        {before && (
          <Link href={`/admin/outbox?kind=${kind}`} className={blocks.tapLink}>
            Newest
          </Link>
        )}
        {before && more && last ? ' · ' : null}
        {more && last && (
          <Link href={`/admin/outbox?kind=${kind}&before=${encodeURIComponent(encodeOutboxCursor(last))}`} className={blocks.tapLink}>
            Older messages
          </Link>
        )}
      </p>
    </>
  );
}
