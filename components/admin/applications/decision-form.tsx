'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  APPLICATIONS_ADMIN,
  canDecide,
  DECISION_LABELS,
  DECISIONS,
  fillReply,
  REPLY_LIMITS,
  REPLY_TEMPLATES,
  type Decision,
} from '@/lib/domain/application-replies';
import type { ApplicationStatus } from '@/lib/domain/application';
import { Check, Field, InputField, SelectField, TextAreaField } from '../field';
import { NamedOptions } from '../named-options';
import styles from '../admin-form.module.css';
import { decideApplicationAction, type DecisionFormState } from './actions';
import { useAdminForm } from '../use-form-action';
import { FormActions } from '../submit-button';
import { AdminForm } from '../admin-form';

const IDLE: DecisionFormState = { status: 'idle' };

type Props = {
  id: string;
  name: string;
  status: ApplicationStatus;
  /** Current litters (not placed) the family can be waitlisted for. */
  litters: { id: string; name: string }[];
  /** The family's preferred litter, preselected for a waitlist. */
  preferredLitterId: string | null;
  site: string;
};

/**
 * Approve, waitlist for a litter, or decline, with a reply filled from its template ({name},
 * {litter}, {site}). Choosing another decision or litter refills the reply; the owner then edits it
 * freely. The server checks everything again (role, zod, the allowed transition, the litter).
 */
export function ApplicationDecisionForm({ id, name, status, litters, preferredLitterId, site }: Props) {
  const router = useRouter();
  const allowed = DECISIONS.filter((d) => canDecide(status, d));
  const [decision, setDecision] = useState<Decision | ''>('');
  const [litterId, setLitterId] = useState(preferredLitterId && litters.some((l) => l.id === preferredLitterId) ? preferredLitterId : (litters[0]?.id ?? ''));
  const [send, setSend] = useState(true);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');

  const refill = (d: Decision | '', litter: string) => {
    if (!d) return;
    const litterName = litters.find((l) => l.id === litter)?.name;
    const reply = fillReply(REPLY_TEMPLATES[d], { name, litter: litterName, site });
    setSubject(reply.subject);
    setBody(reply.body);
  };

  const { state, pending, ready, formRef, onSubmit } = useAdminForm(async (prev: DecisionFormState, fd: FormData): Promise<DecisionFormState> => {
    try {
      const result = await decideApplicationAction(prev, fd);
      // The status changed, so the allowed decisions did too: start from "Choose…" again.
      if (result.status === 'ok') setDecision('');
      return result;
    } catch {
      return { status: 'error', message: APPLICATIONS_ADMIN.decideFailed };
    }
  }, IDLE, () => {
    router.refresh();
  });

  if (allowed.length === 0) return <p>This application is placed: there is nothing more to decide.</p>;
  const errors = state.fieldErrors ?? {};

  return (
    <AdminForm label="Decision" legend={`Decision on ${name}’s application`} hidden={{ id }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <SelectField
        label="Decision"
        name="decision"
        error={errors.decision}
        options={allowed}
        labels={DECISION_LABELS}
        blank="Choose…"
        value={decision}
        onChange={(d) => {
          setDecision(d);
          refill(d, litterId);
        }}
      />
      {decision === 'waitlist' ? (
        <Field label="Litter" name="litterId" error={errors.litterId} hint={litters.length ? undefined : 'There is no current litter: add one in Litters first.'}>
          {(p) => (
            <select
              {...p}
              className="input"
              value={litterId}
              disabled={!ready}
              onChange={(e) => {
                setLitterId(e.currentTarget.value);
                refill(decision, e.currentTarget.value);
              }}
            >
              {litters.length === 0 && <option value="">No current litter</option>}
              <NamedOptions items={litters} />
            </select>
          )}
        </Field>
      ) : (
        <div aria-hidden="true" />
      )}
      {decision && (
        <>
          <div className={styles.full}>
            <Check label="Send this reply" name="send" checked={send} onChange={setSend} hint="Queued in the outbox and sent in the background." />
          </div>
          <InputField label="Reply subject" name="subject" error={errors.subject} full maxLength={REPLY_LIMITS.subject} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} disabled={!send} />
          <TextAreaField label="Reply" name="body" error={errors.body} full hint="Edit the reply before sending; it goes to the family’s email." rows={10} maxLength={REPLY_LIMITS.body} value={body} onChange={(e) => setBody(e.currentTarget.value)} disabled={!send} />
        </>
      )}
      <FormActions state={state} errorsOnly ready={ready} disabled={!decision} pending={pending}>
        {decision ? `${DECISION_LABELS[decision]}${send ? ' and send reply' : ''}` : 'Choose a decision'}
      </FormActions>
    </AdminForm>
  );
}
