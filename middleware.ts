import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { getAuthSecret } from '@/lib/server/auth-secret';

/**
 * First gate only: /admin needs an admin role claim in the session token. Every admin page,
 * action and route handler checks the role again on the server from the user record.
 * Refusals are rewritten to /api/to-login, which answers with a relative redirect to /login
 * (see there why not NextResponse.redirect).
 */
export async function middleware(req: NextRequest) {
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  if (token?.role !== 'admin') return NextResponse.rewrite(new URL('/api/to-login', req.url));
  return NextResponse.next();
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/admin', '/admin/:path*'],
};
