'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import { Field, InputField } from '@/components/admin/field';
import { NamedOptions } from '@/components/admin/named-options';
import formStyles from '@/components/admin/admin-form.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import { linkFamilyAction, unlinkFamilyAction, type FamilyFormState } from './actions';
import styles from './journal-admin.module.css';
import { orFailure, useAdminForm } from '@/components/admin/use-form-action';
import { FormActions } from '@/components/admin/submit-button';
import { ScriptButton } from '../script-button';

export type FamilyRow = { userId: string; email: string; puppyId: string | null; puppyName: string | null };

const IDLE: FamilyFormState = { status: 'idle' };

/**
 * The litter hub's Reserved families section: link a registered account by its email (optionally
 * to one puppy of the litter; linking again changes the puppy), and unlink. Linked families read
 * the families-only updates on the litter's page when signed in.
 */
export function FamiliesEditor({ litterId, families, puppies }: { litterId: string; families: FamilyRow[]; puppies: { id: string; name: string }[] }) {
  const router = useRouter();
  const [unlinking, startUnlink] = useTransition();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<FamilyFormState>(linkFamilyAction, MESSAGES.journal.linkFailed), IDLE, (_saved, form) => {
    form?.reset();
    router.refresh();
  });

  function unlink(f: FamilyRow) {
    if (!window.confirm(`Unlink ${f.email} from this litter?`)) return;
    startUnlink(async () => {
      let result;
      try {
        result = await unlinkFamilyAction(litterId, f.userId);
      } catch {
        result = { status: 'error' as const, message: MESSAGES.journal.unlinkFailed };
      }
      notify(result);
      if (result.status === 'ok') router.refresh();
    });
  }

  const errors = state.fieldErrors ?? {};
  return (
    <div className={styles.editor}>
      {families.length === 0 ? (
        <p className={styles.muted}>No families linked yet.</p>
      ) : (
        <ul className={styles.families} aria-label="Linked families">
          {families.map((f) => (
            <li key={f.userId} className={styles.familyRow}>
              <span>
                <strong>{f.email}</strong>
                {f.puppyName ? <span className={styles.muted}> · {f.puppyName}</span> : null}
              </span>
              <ScriptButton className="btn btn-outline" disabled={unlinking} onClick={() => unlink(f)}>
                Unlink<span className="visually-hidden"> {f.email}</span>
              </ScriptButton>
            </li>
          ))}
        </ul>
      )}
      <form method="post"
        ref={formRef}
        className={formStyles.form}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="litterId" value={litterId} />
        <fieldset disabled={pending} className={formStyles.fieldset}>
          <legend className="visually-hidden">Link a family</legend>
          <InputField label="Family’s email" name="email" error={errors.email} hint="The address they registered with on this site." type="email" inputMode="email" autoComplete="off" required maxLength={254} />
          <Field label="Puppy (optional)" name="puppyId" error={errors.puppyId}>
            {(p) => (
              <select {...p} className="input" defaultValue="">
                <option value="">The whole litter</option>
                <NamedOptions items={puppies} />
              </select>
            )}
          </Field>
          <FormActions state={state} errorsOnly ready={ready} pending={pending} busy="Linking…">
            Link family
          </FormActions>
        </fieldset>
      </form>
    </div>
  );
}
