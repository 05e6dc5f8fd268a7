/**
 * Where sign-in returns to: the page the visitor was going to (/admin, /studs "Login to view
 * details"), carried as `?next=` on /login and /register. Only a path on this site is followed;
 * anything else (another origin, `//host`, `/\host`, a scheme, control characters) means home,
 * so the parameter cannot send anyone off the site after they sign in.
 */
export const RETURN_PARAM = 'next';

const BASE = 'http://return-to.invalid';
/** Pages a signed-in visitor is sent away from (docs/product.md §4), so returning there would bounce. */
const NOT_AFTER_SIGN_IN = ['/login', '/register', '/forgot-password', '/reset-password'];

export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, which could turn "/\t/evil.example" into "//…".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  if (NOT_AFTER_SIGN_IN.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in (or registration) link that comes back to `path`; the plain page for home. */
export function signInHref(path: string, page: '/login' | '/register' = '/login'): string {
  const safe = safeReturnPath(path);
  return safe === '/' ? page : `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** The success notice's second half, saying where the visitor is about to be taken. */
export function takingYouTo(path: string): string {
  if (path === '/') return 'Taking you to the home page…';
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')) return 'Taking you to the admin area…';
  return 'Taking you back to where you were…';
}
