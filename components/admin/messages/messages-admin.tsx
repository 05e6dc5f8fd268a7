'use client';

import { deleteMessageAction, setMessageHandledAction } from '@/app/admin/messages/actions';
import tableStyles from '@/components/admin/admin-table.module.css';
import { useAdminList, useRowAction } from '@/components/admin/use-admin-list';
import { phoneHref } from '@/lib/domain/format';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import styles from './messages-admin.module.css';

/** One contact message as the page hands it over (times already formatted on the server). */
export type MessageView = {
  id: string;
  name: string;
  email: string;
  phone: string;
  phoneLabel: string;
  body: string;
  createdAt: string;
  received: string;
  handled: boolean;
};

/**
 * The Messages tab: newest first, each with the sender's details, the message as plain text
 * (line breaks kept), and Mark handled / Mark unhandled and Delete.
 */
export function MessagesAdmin({ messages }: { messages: MessageView[] }) {
  const { announcement, report } = useAdminList();
  const open = messages.filter((m) => !m.handled).length;

  return (
    <>
      <div className={tableStyles.toolbar}>
        <p className={tableStyles.count}>
          {messages.length} {messages.length === 1 ? 'message' : 'messages'} · {open} unhandled
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {messages.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>{MESSAGES.messagesAdmin.empty}</p>
          <p>Messages sent with the contact forms on the site appear here.</p>
        </div>
      ) : (
        <ol className={styles.list} aria-label="Messages, newest first">
          {messages.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} onResult={report} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function MessageCard({ message: m, onResult }: { message: MessageView; onResult: (r: FormState) => void }) {
  const { pending, run, runDelete } = useRowAction(onResult);
  const headingId = `message-${m.id}`;
  const who = <span className="visually-hidden"> from {m.name}</span>;

  return (
    <article className={`${styles.card} ${m.handled ? styles.handled : ''}`} aria-labelledby={headingId} aria-busy={pending || undefined}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {m.name}
        </h2>
        <span className={`${tableStyles.badge} ${m.handled ? tableStyles.badgeGrey : tableStyles.badgeGold}`}>
          {m.handled ? 'Handled' : 'New'}
        </span>
        <time dateTime={m.createdAt} className={styles.time}>
          {m.received}
        </time>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </dd>
        </div>
        {m.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref(m.phone)}>{m.phoneLabel}</a>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.body}>{m.body}</p>
      <div className={`${tableStyles.actions} ${tableStyles.actionsRow}`}>
        <button
          type="button"
          className={tableStyles.action}
          disabled={pending}
          onClick={() => run(() => setMessageHandledAction(m.id, !m.handled), MESSAGES.admin.updateFailed)}
        >
          {m.handled ? 'Mark unhandled' : 'Mark handled'}
          {who}
        </button>
        <button
          type="button"
          className={`${tableStyles.action} ${tableStyles.danger}`}
          disabled={pending}
          onClick={() => runDelete(m.name, () => deleteMessageAction(m.id), MESSAGES.admin.deleteFailed)}
        >
          Delete{who}
        </button>
      </div>
    </article>
  );
}
