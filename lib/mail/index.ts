import 'server-only';
import { after } from 'next/server';
import type { Backend } from '@/lib/backend/types';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { serverEnv } from '@/lib/config/env';
import { siteUrl } from '@/lib/config/site-origin';
import type { QueuedMailKind } from '@/lib/domain/mail';
import type { NewOutboxMessage, OutboxMessage } from '@/lib/domain/outbox';
import { drainDue, type DrainResult } from './drain';
import { unsubscribeToken } from './tokens';
import { emailJsTransport, outboxOnlyTransport, smtpTransport, type MailTransport } from './transports';

/**
 * The server-side sender (docs/family-journey.md): `queueMail` writes the message to the outbox with a
 * queued delivery record and asks for a drain after the response; the timer of
 * instrumentation-node.ts drains too (retries with backoff). Nothing here ever makes a request
 * wait for delivery.
 */

let transport: MailTransport | null = null;

/** The transport MAIL_TRANSPORT chooses (lib/config/env.ts; .env.example). */
function mailTransport(): MailTransport {
  if (transport) return transport;
  const env = serverEnv();
  if (env.MAIL_TRANSPORT === 'smtp') transport = smtpTransport({ url: env.SMTP_URL!, from: env.MAIL_FROM! });
  else if (env.MAIL_TRANSPORT === 'emailjs')
    transport = emailJsTransport({
      url: env.EMAILJS_API_URL,
      serviceId: env.EMAILJS_SERVICE_ID!,
      templateId: env.EMAILJS_TEMPLATE_ID!,
      publicKey: env.EMAILJS_PUBLIC_KEY!,
      privateKey: env.EMAILJS_PRIVATE_KEY!,
    });
  else transport = outboxOnlyTransport;
  return transport;
}

/** The one-click unsubscribe URL of an address (RFC 8058). */
export function unsubscribeUrl(email: string): string {
  return `${siteUrl()}/unsubscribe/${unsubscribeToken(email, getAuthSecret())}`;
}

/** The POST target of List-Unsubscribe (the page at the same token shows a button). */
function unsubscribePostUrl(email: string): string {
  return `${siteUrl()}/api/unsubscribe/${unsubscribeToken(email, getAuthSecret())}`;
}

/** Extra headers of a message: announcements carry List-Unsubscribe and List-Unsubscribe-Post. */
export function headersOf(m: OutboxMessage): Record<string, string> {
  if (m.kind !== 'announcement' || !m.to[0]) return {};
  return { 'List-Unsubscribe': `<${unsubscribePostUrl(m.to[0])}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

let draining: Promise<DrainResult> | null = null;

/** Drains what is due once (one drain at a time in this process). */
async function drainMail(backend: Backend): Promise<DrainResult> {
  if (draining) return draining;
  draining = drainDue(backend, mailTransport(), { headersOf });
  try {
    return await draining;
  } finally {
    draining = null;
  }
}

/** Asks for a drain once the current response is sent; outside a request the timer drains. */
function scheduleDrain(backend: Backend): void {
  try {
    after(async () => {
      try {
        await drainMail(backend);
      } catch (e) {
        console.error('[mail] drain failed', e);
      }
    });
  } catch {
    // Not inside a request (tests, scripts): the timer of instrumentation-node.ts picks it up.
  }
}

/** Queues one message of a mail kind: outbox record + queued delivery, drained after the response. */
export async function queueMail(message: NewOutboxMessage & { kind: QueuedMailKind }, backend: Backend): Promise<OutboxMessage> {
  const added = await backend.outbox.add({ message });
  await backend.mailDeliveries.enqueue({ messageId: added.id });
  scheduleDrain(backend);
  return added;
}

let timer: NodeJS.Timeout | null = null;

/** Drains the backend `open` gives every `everyMs` (started once, lib/server/mail-queue.ts); unref'd so it never keeps the process alive. */
export function startMailTimer(open: () => Promise<Backend>, everyMs = 30_000): void {
  if (timer) return;
  timer = setInterval(() => {
    open()
      .then(drainMail)
      .catch((e: unknown) => console.error('[mail] drain failed', e));
  }, everyMs);
  timer.unref();
}
