export const dynamic = 'force-dynamic';

/**
 * Where middleware sends visitors who may not enter /admin. The redirect is answered here with a
 * relative Location because Next rewrites absolute middleware redirects to "localhost" when the
 * site is opened at 127.0.0.1 (vercel/next.js#48230) — another origin, without the session cookie.
 */
function toLogin() {
  return new Response(null, { status: 307, headers: { Location: '/login', 'Cache-Control': 'no-store' } });
}

export { toLogin as GET, toLogin as POST, toLogin as HEAD };
