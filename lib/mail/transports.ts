import nodemailer from 'nodemailer';
import type { OutboxMessage } from '@/lib/domain/outbox';

/** One message as a transport sends it: the outbox message plus headers (List-Unsubscribe). */
type OutgoingMail = { message: OutboxMessage; headers: Record<string, string> };

/** Sends one message or throws; `name` is what the delivery record keeps. */
export type MailTransport = { name: string; send(mail: OutgoingMail): Promise<void>; close?(): void };

/** No transport configured (the embedded default): the outbox is the record, readable in Admin › Outbox. */
export const outboxOnlyTransport: MailTransport = { name: 'outbox', async send() {} };

/** SMTP through nodemailer (`smtp://` or `smtps://user:pass@host:port`). */
export function smtpTransport(opts: { url: string; from: string }): MailTransport {
  const t = nodemailer.createTransport(opts.url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    async send({ message, headers }) {
      await t.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        replyTo: message.replyEmail || undefined,
        headers,
      });
    },
    close: () => t.close(),
  };
}

/**
 * EmailJS's REST API with the server's private key (accessToken): the template receives
 * to_email, subject, message, from_name and reply_to (and unsubscribe_url when there is one).
 */
export function emailJsTransport(opts: { url: string; serviceId: string; templateId: string; publicKey: string; privateKey: string; fetchImpl?: typeof fetch }): MailTransport {
  const f = opts.fetchImpl ?? fetch;
  return {
    name: 'emailjs',
    async send({ message, headers }) {
      const unsubscribe = /<([^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
      const res = await f(opts.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          service_id: opts.serviceId,
          template_id: opts.templateId,
          user_id: opts.publicKey,
          accessToken: opts.privateKey,
          template_params: {
            to_email: message.to.join(', '),
            subject: message.subject,
            message: message.body,
            from_name: message.fromName,
            reply_to: message.replyEmail,
            unsubscribe_url: unsubscribe,
          },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`EmailJS answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}
