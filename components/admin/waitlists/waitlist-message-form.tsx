'use client';

import { useActionState, useEffect, useRef } from 'react';
import { focusFirstInvalid, notify } from '../action-feedback';
import { Field } from '../field';
import form from '../admin-form.module.css';
import { messageWaitlistAction, type WaitlistMessageState } from './actions';

const IDLE: WaitlistMessageState = { status: 'idle' };

/**
 * The litter hub: write once to the families on this waitlist (docs/notifications.md). A plain
 * form with a server action, so it posts before the page's script runs too.
 */
export function WaitlistMessageForm({ litterId, families, withDeposit }: { litterId: string; families: number; withDeposit: number }) {
  const ref = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState(messageWaitlistAction, IDLE);
  useEffect(() => {
    if (state.status === 'idle') return;
    notify(state);
    if (state.status === 'ok') ref.current?.reset();
    else focusFirstInvalid(ref.current);
  }, [state]);
  const e = state.fieldErrors ?? {};
  return (
    <form ref={ref} action={action} className={form.form} aria-labelledby="waitlist-message-title">
      <h3 id="waitlist-message-title" className={form.full}>
        Write to the waitlist
      </h3>
      <input type="hidden" name="litterId" value={litterId} />
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Write to the waitlist</legend>
        <Field label="Send to" name="audience" error={e.audience}>
          {(p) => (
            <select {...p} className="input" defaultValue="all">
              <option value="all">Every family on the list ({families})</option>
              <option value="deposit">Only families with a deposit ({withDeposit})</option>
            </select>
          )}
        </Field>
        <Field label="Subject" name="subject" error={e.subject}>
          {(p) => <input {...p} className="input" required maxLength={200} />}
        </Field>
        <Field label="Message" name="body" error={e.body} full hint="Each family gets its own mail ending with a new link to its status page (earlier links stop working).">
          {(p) => <textarea {...p} className="input" rows={6} required maxLength={5000} />}
        </Field>
        <div className={form.full}>
          <button type="submit" className="btn btn-primary">
            {pending ? 'Sending…' : 'Send to the waitlist'}
          </button>
        </div>
      </fieldset>
      <p role="status" aria-live="polite">
        {state.status !== 'idle' ? state.message : ''}
      </p>
    </form>
  );
}
