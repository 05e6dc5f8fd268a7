import { CONTACT_LIMIT_RATE, emailJsSettings, type ContactTemplateParams } from '@/lib/domain/contact';

/**
 * Where messages go, decided at build time: EmailJS when its three public values are set,
 * otherwise this site's own `/api/v1.0/email/send` (the outbox). The names must be spelled out
 * for Next to inline them into the browser bundle.
 */
function settings() {
  return emailJsSettings(
    {
      publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    },
    window.location.origin,
  );
}

/** The SDK is fetched on first use (focus on the form, or the send itself), never with the page. */
export function loadEmailJs() {
  return import('@emailjs/browser');
}

/**
 * Sends through the EmailJS SDK, so the request is the one of SPEC.md §7 in either mode.
 * Rejects on any failure: an error status, the network, or the SDK's own throttle.
 */
export async function sendContact(params: ContactTemplateParams): Promise<void> {
  const s = settings();
  const { init, send } = await loadEmailJs();
  init({ publicKey: s.publicKey, origin: s.origin });
  await send(s.serviceId, s.templateId, params, { limitRate: { ...CONTACT_LIMIT_RATE } });
}
