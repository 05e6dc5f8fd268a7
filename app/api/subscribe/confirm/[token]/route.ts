import { confirmSubscription } from '@/lib/server/subscribers';

/**
 * The confirmation page's button (POST): a mail scanner that opens the link confirms nothing. Uses
 * the link once and sends the browser back to the page with the outcome (303). Reads no body.
 */
export const dynamic = 'force-dynamic';

export async function POST(_req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  let ok = false;
  try {
    ok = (await confirmSubscription(token)) !== null;
  } catch (e) {
    console.error('[subscribe] could not confirm', e);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `/subscribe/confirm/${encodeURIComponent(token)}?result=${ok ? 'ok' : 'bad'}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
