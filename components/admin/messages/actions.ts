'use server';

import { z } from 'zod';
import type { Backend } from '@/lib/backend';
import { entry, idSchema } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { OutboxMessage } from '@/lib/domain/outbox';
import { RETENTION_CHOICES } from '@/lib/domain/settings';
import { adminAction } from '@/lib/server/admin-action';
import { DELETE_HANDLED_BATCH, DELETE_HANDLED_MAX, pruneHandledMessages } from '@/lib/server/message-retention';

const messageId = idSchema('Unknown message.');
const handledSchema = z.boolean();
/** The retention form: one of the offered choices ('' = until deleted). */
const retentionSchema = z
  .string()
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => (RETENTION_CHOICES as readonly (number | null)[]).includes(v), MESSAGES.messagesAdmin.retentionInvalid);

/**
 * A contact message by id. Account emails (password resets) share the outbox but are not the
 * owner's to handle or delete, so they are "not found" here.
 */
async function contactMessage(backend: Backend, id: string): Promise<OutboxMessage | null> {
  const message = await backend.outbox.get({ id });
  return message?.kind === 'contact' ? message : null;
}

/** Marks a contact message handled (or unhandled again). The admin pages read fresh, so nothing to revalidate. */
export async function setMessageHandledAction(id: string, handled: boolean): Promise<FormState> {
  return adminAction(MESSAGES.admin.updateFailed, async (_admin, backend) => {
    const parsedId = messageId.safeParse(id);
    const parsedHandled = handledSchema.safeParse(handled);
    if (!parsedId.success || !parsedHandled.success) return { status: 'invalid', message: MESSAGES.admin.updateFailed };
    const message = await contactMessage(backend, parsedId.data);
    if (!message) return { status: 'error', message: MESSAGES.admin.updateFailed };
    await backend.outbox.setHandled({ id: message.id, handled: parsedHandled.data });
    return {
      status: 'ok',
      message: parsedHandled.data
        ? MESSAGES.messagesAdmin.markedHandled(message.fromName)
        : MESSAGES.messagesAdmin.markedUnhandled(message.fromName),
    };
  });
}

export async function deleteMessageAction(id: string): Promise<FormState> {
  return adminAction(MESSAGES.admin.deleteFailed, async (_admin, backend) => {
    const parsed = messageId.safeParse(id);
    if (!parsed.success) return { status: 'invalid', message: MESSAGES.admin.deleteFailed };
    const message = await contactMessage(backend, parsed.data);
    if (!message) return { status: 'error', message: MESSAGES.admin.deleteFailed };
    await backend.outbox.delete({ id: message.id });
    return { status: 'ok', message: MESSAGES.messagesAdmin.deleted(message.fromName) };
  });
}

/**
 * Deletes every handled contact message (in batches; at most DELETE_HANDLED_MAX per call, so one
 * request stays short even after a flood: the owner clicks again for the rest).
 */
export async function deleteHandledMessagesAction(): Promise<FormState> {
  return adminAction(MESSAGES.admin.deleteFailed, async (_admin, backend) => {
    const outbox = backend.outbox;
    let deleted = 0;
    while (deleted < DELETE_HANDLED_MAX) {
      const n = await outbox.deleteHandled({ kind: 'contact', limit: Math.min(DELETE_HANDLED_BATCH, DELETE_HANDLED_MAX - deleted) });
      deleted += n;
      if (n === 0) break;
    }
    return { status: 'ok', message: MESSAGES.messagesAdmin.deletedHandled(deleted) };
  });
}

/** How long handled messages are kept; older handled ones are pruned at once (bounded). */
export async function setMessageRetentionAction(_prev: FormState<'handledDays'>, formData: FormData): Promise<FormState<'handledDays'>> {
  return adminAction<'handledDays'>(MESSAGES.admin.saveFailed, async (_admin, backend) => {
    const raw = entry(formData, 'handledDays');
    const parsed = retentionSchema.safeParse(typeof raw === 'string' ? raw : undefined);
    if (!parsed.success) {
      const message = MESSAGES.messagesAdmin.retentionInvalid;
      return { status: 'invalid', message, fieldErrors: { handledDays: message } };
    }
    const saved = await backend.settings.setMessageRetention({ input: { handledDays: parsed.data } });
    await pruneHandledMessages();
    return { status: 'ok', message: MESSAGES.messagesAdmin.retentionSaved(saved.handledDays) };
  });
}
