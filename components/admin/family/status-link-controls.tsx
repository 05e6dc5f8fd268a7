'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import { MESSAGES } from '@/lib/domain/messages';
import hub from '../applications/applications.module.css';
import { createApplicationStatusLinkAction, revokeApplicationStatusLinkAction } from './actions';
import { ScriptButton } from '../script-button';

const T = MESSAGES.familyAdmin;

/** Make/replace (the new link shown once, to copy) or revoke a family's status link. */
export function StatusLinkControls({ id, name, active }: { id: string; name: string; active: boolean }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const run = (fn: () => Promise<{ status: string; message?: string; link?: string }>) =>
    start(async () => {
      const result = await fn().catch(() => ({ status: 'error' as const, message: T.linkFailed, link: undefined }));
      notify(result as Parameters<typeof notify>[0]);
      setMessage(result.message ?? '');
      setLink(result.status === 'ok' && result.link ? result.link : null);
      setCopied(false);
      if (result.status === 'ok') router.refresh();
    });

  return (
    <>
      <p className={hub.muted} data-testid="status-link-state">
        {active ? T.linkActive : T.linkNone}
      </p>
      {link ? (
        <p>
          <label htmlFor={`status-link-${id}`}>New status link (shown once)</label>
          <br />
          <input id={`status-link-${id}`} className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} size={60} />{' '}
          <ScriptButton
            className="btn btn-outline"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </ScriptButton>
        </p>
      ) : null}
      <p>
        <ScriptButton className="btn btn-dark" disabled={pending} onClick={() => run(() => createApplicationStatusLinkAction(id))}>
          {active ? T.replace : T.create}
        </ScriptButton>{' '}
        {active ? (
          <ScriptButton
            className="btn btn-outline"
            disabled={pending}
            onClick={() => {
              if (!window.confirm(T.confirmRevoke(name))) return;
              run(() => revokeApplicationStatusLinkAction(id));
            }}
          >
            {T.revoke}
          </ScriptButton>
        ) : null}
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {message}
      </p>
    </>
  );
}
