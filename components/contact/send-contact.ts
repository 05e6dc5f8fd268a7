import { CONTACT_LIMIT_RATE, contactThrottleLeftMs, emailJsSettings, type ContactTemplateParams } from '@/lib/domain/contact';

/** A second message inside the throttle's 10 s: nothing was sent, the visitor should wait a little. */
export class ContactTooSoon extends Error {
  constructor() {
    super('contact throttle');
    this.name = 'ContactTooSoon';
  }
}

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
 * The SDK keeps its `limitRate` timestamps in a storage provider. `init()` replaces the SDK's
 * default (localStorage) with whatever the options carry, i.e. none, which silently switches the
 * throttle off; so the provider is passed with every send.
 */
function webStorage() {
  try {
    const store = window.localStorage;
    return {
      get: (key: string) => Promise.resolve(store.getItem(key)),
      set: (key: string, value: string) => Promise.resolve(store.setItem(key, value)),
      remove: (key: string) => Promise.resolve(store.removeItem(key)),
    };
  } catch {
    // Storage blocked by the browser: no throttle here; the endpoint's per-IP limit still holds.
    return undefined;
  }
}

/**
 * Sends through the EmailJS SDK, so the request is the one of docs/product.md §7 in either mode.
 * Rejects on any failure: an error status, the network, or (ContactTooSoon) the 10 s throttle.
 */
export async function sendContact(params: ContactTemplateParams): Promise<void> {
  const s = settings();
  const storage = webStorage();
  // Asked before the SDK, whose refusal looks like the server's 429 (which may last minutes).
  if (storage && contactThrottleLeftMs(await storage.get(CONTACT_LIMIT_RATE.id), Date.now()) > 0) throw new ContactTooSoon();
  const { init, send } = await loadEmailJs();
  init({ publicKey: s.publicKey, origin: s.origin });
  await send(s.serviceId, s.templateId, params, { limitRate: { ...CONTACT_LIMIT_RATE }, storageProvider: storage });
}
