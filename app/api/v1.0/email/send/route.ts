import { clientIp } from '@/lib/auth/client-ip';
import { CONTACT_LIMITS, LOCAL_EMAILJS } from '@/lib/domain/contact';
import { contactSendSchema } from '@/lib/domain/contact-schema';
import { acceptContact, contactLimitReached } from '@/lib/server/contact';
import { closeEndpoint } from '@/lib/server/load-shedding';
import { isBodyTooLarge, readBodyLimited } from '@/lib/security/body-limit';

/**
 * The site's stand-in for EmailJS's `POST /api/v1.0/email/send` (used when EmailJS is not
 * configured): the same body, answered the same way (200 "OK", errors as plain text), but the
 * message goes into the outbox the owner reads in Admin › Messages.
 *
 * Order of checks, so nothing is stored for a rejected request and only messages that would be
 * stored count towards the limits: limits already reached → size → JSON → schema → ids →
 * recipients → per-IP limit → site-wide limit → store. The client's address is the server's
 * stamp (lib/auth/client-ip.ts), not the request's own X-Forwarded-For.
 */
export const dynamic = 'force-dynamic';

const MINUTE = 60_000;
const CLOSED_FOR_MS = 5_000;

function text(body: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

const tooLarge = () => text('Payload Too Large', 413);

export async function POST(req: Request): Promise<Response> {
  // A client already at a limit is answered before its body is read: during a flood the refused
  // requests cost one indexed count each, not a parse (nothing is recorded for them either).
  const ip = clientIp(req.headers);
  try {
    const reached = await contactLimitReached(ip);
    if (reached === 'too-many') return tooMany(CONTACT_LIMITS.windowMs);
    if (reached === 'busy') return closed();
  } catch (e) {
    console.error('[contact] could not read the limits', e);
    return text('Internal Server Error', 500);
  }

  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > CONTACT_LIMITS.bodyBytes) return tooLarge();

  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return text('The request must be JSON (Content-Type: application/json).', 400);

  // The shared streamed limit (lib/security/body-limit.ts): the rest of a longer body is never read.
  let bytes: Uint8Array;
  try {
    bytes = await readBodyLimited(req, CONTACT_LIMITS.bodyBytes);
  } catch (e) {
    if (isBodyTooLarge(e)) return tooLarge();
    throw e;
  }

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return text('The request body is not valid JSON.', 400);
  }

  const parsed = contactSendSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return text(`The parameters are invalid. ${where}${issue?.message ?? ''}`.trim(), 400);
  }
  const body = parsed.data;
  // The same wording EmailJS uses for ids it does not know.
  if (body.user_id !== LOCAL_EMAILJS.publicKey) return text('The Public Key is invalid.', 400);
  if (body.service_id !== LOCAL_EMAILJS.serviceId) return text('The service ID is invalid.', 400);
  if (body.template_id !== LOCAL_EMAILJS.templateId) return text('The template ID is invalid.', 400);

  try {
    // The same recipients check, limits and delivery as the form's server action (lib/server/contact.ts).
    const outcome = await acceptContact(ip, { ...body.template_params, email: body.template_params.email.join(',') });
    if (outcome.ok) return text('OK', 200);
    if (outcome.reason === 'forbidden') return text('The recipients are not allowed.', 403);
    if (outcome.reason === 'too-many') return tooMany(CONTACT_LIMITS.windowMs);
    return closed();
  } catch (e) {
    // The store is down or refused the write: nothing was stored, the form shows its failure alert.
    console.error('[contact] could not store the message', e);
    return text('Internal Server Error', 500);
  }
}

/**
 * The site-wide ceiling is reached: the server's gate (lib/server/load-shedding.ts) answers the
 * next few seconds of contact requests itself, then lets one through to ask the store again.
 */
function closed(): Response {
  closeEndpoint('contact', CLOSED_FOR_MS);
  return tooMany(MINUTE);
}

function tooMany(retryMs: number): Response {
  return text('Too Many Requests', 429, { 'Retry-After': String(retryMs / 1000) });
}
