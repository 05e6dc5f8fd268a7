'use server';

import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { OutboxMessage } from '@/lib/domain/outbox';
import { adminAction } from '@/lib/server/admin-action';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown message.');
const handledSchema = z.boolean();

/**
 * A contact message by id. Account e-mails (password resets) share the outbox but are not the
 * owner's to handle or delete, so they are "not found" here.
 */
async function contactMessage(id: string): Promise<OutboxMessage | null> {
  const messages = await (await getBackend()).outbox.list({ kind: 'contact' });
  return messages.find((m) => m.id === id) ?? null;
}

/** Marks a contact message handled (or unhandled again). The admin pages read fresh, so nothing to revalidate. */
export async function setMessageHandledAction(id: string, handled: boolean): Promise<FormState> {
  return adminAction(MESSAGES.admin.updateFailed, async () => {
    const parsedId = idSchema.safeParse(id);
    const parsedHandled = handledSchema.safeParse(handled);
    if (!parsedId.success || !parsedHandled.success) return { status: 'invalid', message: MESSAGES.admin.updateFailed };
    const message = await contactMessage(parsedId.data);
    if (!message) return { status: 'error', message: MESSAGES.admin.updateFailed };
    await (await getBackend()).outbox.setHandled({ id: message.id, handled: parsedHandled.data });
    return {
      status: 'ok',
      message: parsedHandled.data
        ? MESSAGES.messagesAdmin.markedHandled(message.fromName)
        : MESSAGES.messagesAdmin.markedUnhandled(message.fromName),
    };
  });
}

export async function deleteMessageAction(id: string): Promise<FormState> {
  return adminAction(MESSAGES.admin.deleteFailed, async () => {
    const parsed = idSchema.safeParse(id);
    if (!parsed.success) return { status: 'invalid', message: MESSAGES.admin.deleteFailed };
    const message = await contactMessage(parsed.data);
    if (!message) return { status: 'error', message: MESSAGES.admin.deleteFailed };
    await (await getBackend()).outbox.delete({ id: message.id });
    return { status: 'ok', message: MESSAGES.messagesAdmin.deleted(message.fromName) };
  });
}
