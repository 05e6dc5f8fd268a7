import { clientIp } from '@/lib/auth/client-ip';
import { MESSAGES } from '@/lib/domain/messages';
import { isBodyTooLarge, readFormLimited } from '@/lib/security/body-limit';
import { CHECKOUT_LIMITS, startCheckout } from '@/lib/server/payments';

/**
 * The status page's "Pay deposit" / "Pay balance" form (docs/payments.md): a plain POST, so it
 * works before any script runs. The status-link token in the body opens the family; the amount is
 * what its ledger says is due (never the form's). Answers 303 to the processor's checkout page;
 * 404 when online payments are off or the token opens nothing (a stranger learns nothing); 429
 * past the hourly limits per link and per address (CHECKOUT_LIMITS).
 */
export const dynamic = 'force-dynamic';

/** A token, a kind and a litter id, with room for multipart boundaries. */
const CHECKOUT_BODY_MAX_BYTES = 2_000;

const NO_STORE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

const notFound = () => new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page a person can read: what happened, and the way back to the status page when known. */
function page(status: number, message: string, statusUrl: string | null, headers: Record<string, string> = {}): Response {
  const back = statusUrl ? `<p><a href="${escape(statusUrl)}">${escape(MESSAGES.payments.back)}</a></p>` : '';
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(MESSAGES.familyStatus.title)}</title>` +
      `<main style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(MESSAGES.familyStatus.title)}</h1><p role="alert">${escape(message)}</p>${back}</main></html>`,
    { status, headers: { ...NO_STORE, ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

export async function POST(req: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await readFormLimited(req, CHECKOUT_BODY_MAX_BYTES);
  } catch (e) {
    return isBodyTooLarge(e) ? new Response('Too large', { status: 413, headers: NO_STORE }) : notFound();
  }
  const result = await startCheckout(form, clientIp(req.headers));
  switch (result.status) {
    case 'redirect':
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: result.url } });
    case 'nothing-due':
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: result.statusUrl } });
    case 'failed':
      // The processor could not be reached.
      return page(502, MESSAGES.payments.failed, result.statusUrl);
    case 'limited':
      return page(429, MESSAGES.payments.tooMany, result.statusUrl, { 'Retry-After': String(CHECKOUT_LIMITS.windowMs / 1000) });
    default:
      return notFound();
  }
}
