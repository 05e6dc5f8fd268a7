import type { Backend } from '@/lib/backend/types';
import { afterAttempt, MAX_ATTEMPTS } from '@/lib/domain/mail';
import { holdsSecrets, redactSecrets } from './redact';
import { outboxOnlyTransport, type MailTransport } from './transports';

export type DrainResult = { sent: number; retried: number; failed: number };

/**
 * Tries every delivery due at `now` (up to `limit`) once with `transport` and records the outcome:
 * sent, queued again after an exponential backoff (lib/domain/mail.ts), or failed after
 * MAX_ATTEMPTS. `headersOf` gives a message's extra headers (List-Unsubscribe for announcements).
 */
export async function drainDue(
  backend: Backend,
  transport: MailTransport,
  opts: { now?: Date; limit?: number; maxAttempts?: number; headersOf?: (m: import('@/lib/domain/outbox').OutboxMessage) => Record<string, string> } = {},
): Promise<DrainResult> {
  const now = opts.now ?? new Date();
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const due = await backend.mailDeliveries.due({ now: now.toISOString(), limit: opts.limit ?? 50 });
  for (const d of due) {
    const message = await backend.outbox.get({ id: d.messageId });
    if (!message) {
      // The message was deleted (e.g. Delete family): nothing to send.
      await backend.mailDeliveries.delete({ messageId: d.messageId });
      continue;
    }
    let outcome: { ok: true; transport: string } | { ok: false; error: string };
    try {
      await transport.send({ message, headers: opts.headersOf?.(message) ?? {} });
      outcome = { ok: true, transport: transport.name };
    } catch (e) {
      outcome = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    const patch = afterAttempt(d, outcome, new Date(), opts.maxAttempts ?? MAX_ATTEMPTS);
    await backend.mailDeliveries.update({ messageId: d.messageId, patch });
    // Delivered by a real transport (or given up): the kept copy loses its working links
    // (docs/security.md). With no transport configured the outbox is the only mailbox, so it keeps them.
    const done = (patch.state === 'sent' && patch.transport !== outboxOnlyTransport.name) || patch.state === 'failed';
    if (done && holdsSecrets(message.body)) {
      await backend.outbox.setBody({ id: message.id, body: redactSecrets(message.body) }).catch((e: unknown) => console.error('[mail] could not remove the links of a sent message', e));
    }
    if (patch.state === 'sent') result.sent++;
    else if (patch.state === 'failed') result.failed++;
    else result.retried++;
  }
  return result;
}
