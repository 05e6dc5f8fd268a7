import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { verifyEmailToken, VERIFY_TOKEN } from '@/lib/server/verification';

export const dynamic = 'force-dynamic';

const HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The confirmation page's button (POST, so a mail scanner that opens the link confirms nothing):
 * uses the link once, for the signed-in account it was made for (docs/security.md), and answers
 * with a redirect to the outcome (303). Not signed in: back to the page, which asks to sign in
 * first. Reads no body.
 */
export async function POST(req: Request, ctx: { params: Promise<{ token: string }> }) {
  const { token } = await ctx.params;
  const to = (path: string) => NextResponse.redirect(new URL(path, req.url), { status: 303, headers: HEADERS });
  const user = await currentUser();
  if (!user) return to(VERIFY_TOKEN.test(token) ? `/account/verify/${token}` : '/account/verified?ok=0');
  let ok = false;
  try {
    ok = (await verifyEmailToken(token, user)) !== null;
  } catch (e) {
    console.error('[accounts] address confirmation failed', e);
  }
  return to(`/account/verified?ok=${ok ? '1' : '0'}`);
}
