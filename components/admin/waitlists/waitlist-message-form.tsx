'use client';

import { Field, InputField, TextAreaField } from '../field';
import form from '../admin-form.module.css';
import { PostedMessage, PostedSubmit } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { messageWaitlistAction, type WaitlistMessageState } from './actions';

const IDLE: WaitlistMessageState = { status: 'idle' };

/**
 * The litter hub: write once to the families on this waitlist (docs/notifications.md). A plain
 * form with a server action, so it posts before the page's script runs too.
 */
export function WaitlistMessageForm({ litterId, families, withDeposit }: { litterId: string; families: number; withDeposit: number }) {
  const { state, action, pending, formRef } = usePostedForm(messageWaitlistAction, IDLE, (_state, sent) => sent?.reset());
  const e = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={form.form} aria-labelledby="waitlist-message-title">
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
        <InputField label="Subject" name="subject" error={e.subject} required maxLength={200} />
        <TextAreaField label="Message" name="body" error={e.body} full hint="Each family gets its own mail ending with a new link to its status page (earlier links stop working)." rows={6} required maxLength={5000} />
        <PostedSubmit pending={pending} busy="Sending…">
          Send to the waitlist
        </PostedSubmit>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
