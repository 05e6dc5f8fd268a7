import { clientIp } from '@/lib/auth/client-ip';
import { subscribeSchema } from '@/lib/domain/mail';
import { readFormLimited } from '@/lib/security/body-limit';
import { requestSubscriptionWithinLimits } from '@/lib/server/subscribers';

/**
 * The announcement sign-up form's target (docs/family-journey.md): honeypot, per-client and site-wide
 * limits (like the contact route), zod; then the address is pending and its confirmation email
 * queued. Answers with a 303 to /subscribe, which says what happened; nothing is stored for a
 * refused request. The answer is the same whether or not the address was already on the list.
 */
export const dynamic = 'force-dynamic';

/** An email address and the honeypot, with room for multipart boundaries. */
const SUBSCRIBE_BODY_MAX_BYTES = 4_000;

function back(_req: Request, query: string): Response {
  return new Response(null, { status: 303, headers: { Location: `/subscribe?${query}`, 'Cache-Control': 'no-store' } });
}

export async function POST(req: Request): Promise<Response> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return back(req, 'error=invalid');
  let form: FormData;
  try {
    // Counted as it streams, chunked or not (the declared length is not trusted).
    form = await readFormLimited(req, SUBSCRIBE_BODY_MAX_BYTES);
  } catch {
    return back(req, 'error=invalid');
  }
  const parsed = subscribeSchema.safeParse({ email: form.get('email') ?? '', website: form.get('website') ?? '' });
  if (!parsed.success) {
    // The honeypot filled: answered like a success, nothing kept.
    if (parsed.error.issues.some((i) => i.path[0] === 'website')) return back(req, 'sent=1');
    return back(req, 'error=invalid');
  }
  try {
    const answer = await requestSubscriptionWithinLimits(parsed.data.email, clientIp(req.headers));
    return back(req, answer === 'limit' ? 'error=limit' : 'sent=1');
  } catch (e) {
    console.error('[subscribe] could not store the subscription', e);
    return back(req, 'error=failed');
  }
}
