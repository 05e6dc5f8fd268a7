import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { roleClaimFresh } from '@/lib/auth/session-policy';
import { siteUrl } from '@/lib/config/site-origin';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { signInHref } from '@/lib/domain/return-to';
import { LISTING_PARAMS, parseListingQuery, viewKey } from '@/lib/domain/listing';
import { askPagePresence, missingPagePath, PRESENCE_CHECKED } from '@/lib/routing/page-presence';

/**
 * First gate for /admin page requests, and only a first gate: the admin layout, every admin page
 * (requireAdminPage, before any read), every server action and every upload handler check the role
 * from the user record themselves.
 *
 * It refuses only what it knows: no session, or a non-admin role claim read from the user record
 * less than ROLE_REFRESH_MS ago. A claim older than that is not trusted either way (a demoted or
 * promoted account): the request goes on to the server checks, which read the record. So a role
 * claim never grants anything by itself.
 *
 * The refusal redirects to /login on the site's public origin (NEXT_PUBLIC_SITE_URL). Middleware
 * cannot answer with a relative Location, and an absolute URL made from the request would name the
 * server's own address behind a proxy (the old rewrite to an internal route failed behind TLS).
 * It carries the admin path as `?next=`, so signing in returns there (the query is left out: an
 * RSC navigation's `_rsc` is not the visitor's).
 */
export async function middleware(req: NextRequest) {
  if (req.nextUrl.pathname === '/puppies') return listingView(req);
  if (PRESENCE_CHECKED.test(req.nextUrl.pathname)) return missingPage(req);
  const token = await getToken({ req, secret: getAuthSecret() }).catch(() => null);
  const refuse = !token || (roleClaimFresh(token) && token.role !== 'admin');
  if (!refuse) return NextResponse.next();
  const res = NextResponse.redirect(new URL(signInHref(req.nextUrl.pathname), `${siteUrl()}/`), 307);
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/**
 * /puppies with a listing query (`?type=&q=&sort=&page=`) is answered by the view route
 * `/puppies/view/<key>` (one canonical key per view: a cached page each, docs/scale.md); the address
 * bar keeps the query. The plain /puppies is the static page itself.
 */
function listingView(req: NextRequest) {
  const params = req.nextUrl.searchParams;
  if (!LISTING_PARAMS.some((k) => params.has(k))) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = `/puppies/view/${viewKey(parseListingQuery(params))}`;
  return NextResponse.rewrite(url);
}

/**
 * A page load of an address whose record is not there (an adopted puppy taken down, a revoked
 * status link) is answered by the designed 404 page as real HTML, status 404, instead of the page's
 * own `notFound()`, which Next renders only once the scripts run (lib/routing/page-presence.ts). The
 * address bar keeps the address. In any doubt the page renders as before.
 */
async function missingPage(req: NextRequest) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return NextResponse.next();
  if ((await askPagePresence(req.nextUrl.pathname)) !== false) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = missingPagePath(req.nextUrl.pathname);
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    // Only with a listing query: the plain /puppies never runs middleware.
    // Written out: Next reads `config` statically and refuses a spread (the whole config, runtime
    // included, is then ignored and the middleware built for the edge, where node: modules fail).
    { source: '/puppies', has: [{ type: 'query', key: 'type' }] },
    { source: '/puppies', has: [{ type: 'query', key: 'q' }] },
    { source: '/puppies', has: [{ type: 'query', key: 'sort' }] },
    { source: '/puppies', has: [{ type: 'query', key: 'page' }] },
    { source: '/puppies', has: [{ type: 'query', key: 'from' }] },
    // Page loads only (lib/routing/page-presence.ts): the router's own requests (`rsc`) render the
    // page's not-found in the browser already, and a form post (a status link's contract, with
    // `next-action` or a Content-Type) goes to the page as before.
    {
      source: '/:section(puppies|litters|parents|status|unsubscribe)/:id',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type' },
      ],
    },
    {
      source: '/puppies/view/:key',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type' },
      ],
    },
    {
      source: '/gallery/page/:page',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type' },
      ],
    },
    {
      source: '/admin/:path*',
      // Requests with a body (server actions, with or without JavaScript; uploads) skip middleware:
      // its Node runtime lost the first field of some multipart bodies, and every action checks the
      // role itself. Page loads, RSC navigations and prefetches carry no Content-Type.
      missing: [
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type' },
      ],
    },
  ],
};
