import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { sendVerification } from '@/lib/server/verification';

export const dynamic = 'force-dynamic';

/**
 * "Send the link again" (the banner's form, components/auth/verify-banner.tsx): for the signed-in
 * account only (its address, never one from the request), limited per address. Answers with a
 * redirect back to the journey page carrying the outcome (303, so a reload does not post again).
 * Reads no body.
 */
export async function POST(req: Request) {
  const user = await currentUser();
  const back = (outcome: string) => NextResponse.redirect(new URL(`/account/journey?verification=${outcome}`, req.url), { status: 303, headers: { 'Cache-Control': 'private, no-store' } });
  if (!user) return NextResponse.json({ error: 'Sign in first.' }, { status: 401, headers: { 'Cache-Control': 'private, no-store' } });
  try {
    return back(await sendVerification(user));
  } catch (e) {
    console.error('[accounts] could not send a confirmation link', e);
    return back('failed');
  }
}
