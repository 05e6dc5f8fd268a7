import { NextResponse } from 'next/server';
import { verifyEmailToken } from '@/lib/server/verification';

export const dynamic = 'force-dynamic';

/**
 * The confirmation page's button (POST, so a mail scanner that opens the link confirms nothing):
 * uses the link once and answers with a redirect to the outcome (303). Reads no body.
 */
export async function POST(req: Request, ctx: { params: Promise<{ token: string }> }) {
  const { token } = await ctx.params;
  let ok = false;
  try {
    ok = (await verifyEmailToken(token)) !== null;
  } catch (e) {
    console.error('[accounts] address confirmation failed', e);
  }
  return NextResponse.redirect(new URL(`/account/verified?ok=${ok ? '1' : '0'}`, req.url), {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
