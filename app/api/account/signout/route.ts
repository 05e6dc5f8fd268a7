import { NextResponse } from 'next/server';
import { signOutFromForm } from '@/lib/auth/form-sign-out';
import { siteUrl } from '@/lib/config/site-origin';

export const dynamic = 'force-dynamic';

/**
 * The Logout form of /account/journey (docs/accounts.md, "Logout without JavaScript"): ends the
 * account's sessions and clears the cookie, then a full page load of the home page (303), so every
 * part of the site starts signed out. Only from this site's own pages: a post whose Origin is
 * another site's is refused (the session cookie, SameSite=Lax, is not sent with one anyway).
 * Reads no body.
 */
export async function POST(req: Request) {
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(siteUrl()).origin && origin !== new URL(req.url).origin) {
    return NextResponse.json({ error: 'Not allowed.' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  await signOutFromForm();
  return NextResponse.redirect(new URL('/', `${siteUrl()}/`), { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
