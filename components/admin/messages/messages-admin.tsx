'use client';

import Link from '@/components/ui/link';
import { useActionState, useEffect, useId, useRef, useTransition } from 'react';
import {
  deleteHandledMessagesAction,
  deleteMessageAction,
  setMessageHandledAction,
  setMessageRetentionAction,
} from './actions';
import tableStyles from '@/components/admin/admin-table.module.css';
import { useAdminList, useRowAction } from '@/components/admin/use-admin-list';
import { countOf, phoneHref } from '@/lib/domain/format';
import { IDLE, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { RETENTION_CHOICES } from '@/lib/domain/settings';
import styles from './messages-admin.module.css';
import { ScriptButton } from '../script-button';

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

type Props = {
  /** One page, newest first. */
  messages: MessageView[];
  /** Totals over every contact message (count queries), not just this page. */
  total: number;
  unhandled: number;
  /** The owner's retention of handled messages, in days; null: until deleted. */
  retentionDays: number | null;
  olderHref: string | null;
  newestHref: string | null;
};

/**
 * The Messages tab: one page of messages, newest first, each with the sender's details, the
 * message as plain text (line breaks kept), and Mark handled / Mark unhandled and Delete; above
 * them the totals, how long handled messages are kept, and Delete handled; below, the pager.
 */
export function MessagesAdmin({ messages, total, unhandled, retentionDays, olderHref, newestHref }: Props) {
  const { announcement, report } = useAdminList();
  const handled = total - unhandled;
  const [pending, startTransition] = useTransition();
  const deleteHandled = () => {
    if (!window.confirm(MESSAGES.messagesAdmin.confirmDeleteHandled(handled))) return;
    startTransition(async () => {
      try {
        report(await deleteHandledMessagesAction());
      } catch {
        report({ status: 'error', message: MESSAGES.admin.deleteFailed });
      }
    });
  };

  return (
    <>
      <div className={tableStyles.toolbar}>
        <p className={tableStyles.count}>
          {countOf(total, 'message')} · {unhandled} unhandled
        </p>
        <ScriptButton className="btn btn-outline" disabled={pending || handled === 0} onClick={deleteHandled}>
          Delete handled ({handled})
        </ScriptButton>
      </div>
      <RetentionForm days={retentionDays} onResult={report} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {messages.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>{newestHref ? MESSAGES.messagesAdmin.emptyPage : MESSAGES.messagesAdmin.empty}</p>
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
      {(olderHref || newestHref) && (
        <nav className={styles.pager} aria-label="Message pages">
          {newestHref && (
            <Link href={newestHref} className="btn btn-outline">
              Newest messages
            </Link>
          )}
          {olderHref && (
            <Link href={olderHref} className="btn btn-outline">
              Older messages
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** How long handled messages are kept: a choice of days, saved with its own button. */
function RetentionForm({ days, onResult }: { days: number | null; onResult: (r: FormState) => void }) {
  const id = useId();
  const [state, action, pending] = useActionState(setMessageRetentionAction, IDLE);
  const reported = useRef(state);
  useEffect(() => {
    if (state !== reported.current && state.status !== 'idle') {
      reported.current = state;
      onResult(state);
    }
  }, [state, onResult]);
  const error = state.status === 'invalid' ? state.fieldErrors?.handledDays : undefined;
  return (
    <form action={action} className={styles.retention} aria-label="Keeping handled messages">
      <div className="field">
        <label htmlFor={`${id}-days`}>Keep handled messages</label>
        <select
          id={`${id}-days`}
          name="handledDays"
          className="input"
          defaultValue={days === null ? '' : String(days)}
          disabled={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {RETENTION_CHOICES.map((d) => (
            <option key={d ?? 'forever'} value={d === null ? '' : String(d)}>
              {d === null ? 'Until I delete them' : `${d} days after handling`}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-dark" disabled={pending}>
        {pending ? 'Saving...' : 'Save'}
      </button>
    </form>
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
          <dt>Email</dt>
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
        <ScriptButton
          className={tableStyles.action}
          disabled={pending}
          onClick={() => run(() => setMessageHandledAction(m.id, !m.handled), MESSAGES.admin.updateFailed)}
        >
          {m.handled ? 'Mark unhandled' : 'Mark handled'}
          {who}
        </ScriptButton>
        <ScriptButton
          className={`${tableStyles.action} ${tableStyles.danger}`}
          disabled={pending}
          onClick={() => runDelete(m.name, () => deleteMessageAction(m.id), MESSAGES.admin.deleteFailed)}
        >
          Delete{who}
        </ScriptButton>
      </div>
    </article>
  );
}
