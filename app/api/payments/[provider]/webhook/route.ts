import { isBodyTooLarge, readBodyLimited } from '@/lib/security/body-limit';
import { receiveWebhook } from '@/lib/server/payments';

/**
 * A payment processor's webhook (docs/payments.md), e.g. /api/payments/stripe/webhook: the raw body
 * (byte-limited, verified against the processor's signature before anything is read from it),
 * recorded once per event id. 404 when that processor is not configured; 400 for a signature that
 * does not verify (nothing recorded); 500 asks the processor to send the event again.
 */
export const dynamic = 'force-dynamic';

/** Stripe's events are a few kB; a Checkout Session event with every field stays far below this. */
const WEBHOOK_BODY_MAX_BYTES = 256_000;

export async function POST(req: Request, { params }: { params: Promise<{ provider: string }> }): Promise<Response> {
  const { provider } = await params;
  let body: Uint8Array;
  try {
    body = await readBodyLimited(req, WEBHOOK_BODY_MAX_BYTES);
  } catch (e) {
    return new Response(isBodyTooLarge(e) ? 'Too large' : 'Bad request', { status: isBodyTooLarge(e) ? 413 : 400 });
  }
  const result = await receiveWebhook(provider, body, req.headers);
  return new Response(result.body, { status: result.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
