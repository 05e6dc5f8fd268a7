'use client';

import { useRouter } from 'next/navigation';
import { CONTRACT_TEXT_MAX, TEMPLATE_NAME_MAX } from '@/lib/domain/contract';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { IDLE } from '@/lib/domain/form-state';
import { InputField, TextAreaField } from '../field';
import { FormActions, FormMessage, SubmitButton } from '../submit-button';
import { orFailure, useAdminForm } from '../use-form-action';
import { deleteContractTemplateAction, saveContractTemplateAction, type TemplateState } from './actions';
import { AdminForm } from '../admin-form';

type Template = { id: string; name: string; body: string };

/** Writes a new template (no `template.id`) or edits one; the text uses {{variables}}. */
export function ContractTemplateForm({ template }: { template: Template }) {
  const router = useRouter();
  const isNew = template.id === '';
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<TemplateState>(saveContractTemplateAction, T.templateFailed), IDLE as TemplateState, () => router.refresh());
  const e = state.fieldErrors ?? {};
  const title = isNew ? 'New template' : `Edit template ${template.name}`;
  return (
    <AdminForm label={title} hidden={{ id: template.id }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <InputField label="Template name" name="name" error={e.name} full maxLength={TEMPLATE_NAME_MAX} defaultValue={template.name} />
      <TextAreaField label="Contract text" name="body" error={e.body} full hint="Plain text or Markdown (# and ## headings, - lists). Variables in double braces, listed above." rows={18} maxLength={CONTRACT_TEXT_MAX} defaultValue={template.body} />
      <FormActions state={state} ready={ready} pending={pending}>
        {isNew ? 'Save template' : 'Save changes'}
      </FormActions>
    </AdminForm>
  );
}

/** Deletes a template; contracts issued from it keep their own frozen text. */
export function DeleteTemplateForm({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<TemplateState>(deleteContractTemplateAction, T.templateFailed), IDLE as TemplateState, () => router.refresh());
  return (
    <form method="post" ref={formRef} aria-label={`Delete template ${name}`} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={id} />
      <FormMessage state={state} errorsOnly />
      <SubmitButton ready={ready} className="btn btn-outline">
        {pending ? 'Deleting…' : `Delete ${name}`}
      </SubmitButton>
    </form>
  );
}
