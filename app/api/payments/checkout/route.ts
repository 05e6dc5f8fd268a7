import { MESSAGES } from '@/lib/domain/messages';
import { isBodyTooLarge, readFormLimited } from '@/lib/security/body-limit';
import { startCheckout } from '@/lib/server/payments';

/**
 * The status page's "Pay deposit" / "Pay balance" form (docs/payments.md): a plain POST, so it
 * works before any script runs. The status-link token in the body opens the family; the amount is
 * what its ledger says is due (never the form's). Answers 303 to the processor's checkout page;
 * 404 when online payments are off or the token opens nothing (a stranger learns nothing).
 */
export const dynamic = 'force-dynamic';

/** A token, a kind and a litter id, with room for multipart boundaries. */
const CHECKOUT_BODY_MAX_BYTES = 2_000;

const NO_STORE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

const notFound = () => new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function POST(req: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await readFormLimited(req, CHECKOUT_BODY_MAX_BYTES);
  } catch (e) {
    return isBodyTooLarge(e) ? new Response('Too large', { status: 413, headers: NO_STORE }) : notFound();
  }
  const result = await startCheckout(form);
  switch (result.status) {
    case 'redirect':
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: result.url } });
    case 'nothing-due':
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: result.statusUrl } });
    case 'failed':
      // A page a person can read, with the way back (the processor could not be reached).
      return new Response(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(MESSAGES.familyStatus.title)}</title>` +
          `<main style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(MESSAGES.familyStatus.title)}</h1><p role="alert">${escape(MESSAGES.payments.failed)}</p>` +
          `<p><a href="${escape(result.statusUrl)}">${escape(MESSAGES.payments.back)}</a></p></main></html>`,
        { status: 502, headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' } },
      );
    default:
      return notFound();
  }
}
