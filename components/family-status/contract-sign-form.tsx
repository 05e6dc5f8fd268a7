'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId } from 'react';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { signContractAction, type SignState } from './contract-actions';
import styles from './contract.module.css';

type Props = {
  contractId: string;
  documentHash: string;
  /** The status link's token (the page's own secret), or the application for a signed-in family. */
  token?: string;
  applicationId?: string;
  today: string;
};

/**
 * The family's signature: typed full legal name, the e-signature consent and the date. A real
 * form posting to the server action, so it signs before the page's script runs, or without it;
 * with the script, the page re-reads once signed.
 */
export function ContractSignForm({ contractId, documentHash, token, applicationId, today }: Props) {
  const [state, action, pending] = useActionState<SignState, FormData>(signContractAction, { status: 'idle' });
  const router = useRouter();
  const uid = useId();
  useEffect(() => {
    if (state.status === 'ok') router.refresh();
  }, [state, router]);
  const nameError = state.fieldErrors?.name;
  const agreeError = state.fieldErrors?.agree;
  return (
    <form action={action} className={styles.sign} aria-labelledby={`${uid}-h`} noValidate>
      <h4 id={`${uid}-h`}>{T.signHeading}</h4>
      {token ? <input type="hidden" name="token" value={token} /> : <input type="hidden" name="applicationId" value={applicationId} />}
      <input type="hidden" name="contractId" value={contractId} />
      <input type="hidden" name="documentHash" value={documentHash} />
      <div className="field">
        <label htmlFor={`${uid}-name`}>{T.nameLabel}</label>
        <input
          id={`${uid}-name`}
          className="input"
          name="name"
          autoComplete="name"
          maxLength={120}
          required
          defaultValue={state.name ?? ''}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${uid}-name-hint${nameError ? ` ${uid}-name-error` : ''}`}
        />
        <p id={`${uid}-name-hint`} className={styles.hint}>
          {T.nameHint}
        </p>
        {nameError && (
          <p id={`${uid}-name-error`} className={styles.error}>
            {nameError}
          </p>
        )}
      </div>
      <div className={styles.check}>
        <input id={`${uid}-agree`} type="checkbox" name="agree" required aria-invalid={agreeError ? true : undefined} aria-describedby={agreeError ? `${uid}-agree-error` : undefined} />
        <label htmlFor={`${uid}-agree`}>{T.agreeLabel}</label>
      </div>
      {agreeError && (
        <p id={`${uid}-agree-error`} className={styles.error}>
          {agreeError}
        </p>
      )}
      <p className={styles.hint}>
        {T.signDateLabel}: <time dateTime={today}>{today}</time>
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Signing…' : T.signSubmit}
      </button>
      <p role="status" className={state.status === 'ok' ? styles.ok : styles.error}>
        {state.status === 'ok' || state.status === 'error' || (state.status === 'invalid' && !nameError && !agreeError) ? state.message : ''}
      </p>
    </form>
  );
}
