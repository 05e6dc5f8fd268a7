import { resolveMapEmbedUrl } from '../domain/map';

/**
 * The response headers of every route (next.config.ts `headers()`), decided when the site is
 * built from the same variables that decide what the browser code does: a third-party origin is
 * allowed only when the feature that talks to it is configured. Relative imports only: next.config.ts
 * loads this file without the `@/` alias. Why scripts keep 'unsafe-inline': README "Security headers".
 */

type HeaderEnv = Readonly<Record<string, string | undefined>>;
type HeaderRule = {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

/** Where the EmailJS SDK posts when EmailJS is configured (lib/domain/contact.ts EMAILJS_ORIGIN). */
export const EMAILJS_API_ORIGIN = 'https://api.emailjs.com';
/** The Firebase Auth REST APIs the JS SDK calls (sign-in, sign-up, reset, token refresh). */
const FIREBASE_AUTH_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;
/** Google's gapi loader: the Firebase SDK's popup sign-in loads https://apis.google.com/js/api.js. */
const GOOGLE_APIS_ORIGIN = 'https://apis.google.com';
/** Download URLs of Cloud Storage (lib/backend/firebase/storage-paths.ts); the admin's thumbnails load them directly. */
const FIREBASE_STORAGE_ORIGINS = ['https://firebasestorage.googleapis.com', 'https://storage.googleapis.com'] as const;
/** One year; no includeSubDomains (a breeder's other subdomains may not have TLS), no preload. */
export const HSTS_VALUE = 'max-age=31536000';
/**
 * Stripe Checkout (docs/payments.md): the status page's pay form posts to the site, which answers
 * 303 to Stripe's page, and a browser checks form-action along the redirect. Always allowed, since
 * the keys are run-time settings and these headers are fixed at build time; nothing else is.
 */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** host:port (or a URL) of an emulator as an http origin. */
function emulatorOrigin(raw: string | undefined): string | null {
  if (!present(raw)) return null;
  return origin(raw.includes('://') ? raw.trim() : `http://${raw.trim()}`);
}

function emailJsConfigured(env: HeaderEnv): boolean {
  return present(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY) && present(env.NEXT_PUBLIC_EMAILJS_SERVICE_ID) && present(env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID);
}

export function firebaseMode(env: HeaderEnv): boolean {
  return env.BACKEND?.trim() === 'firebase';
}

/** App Hosting's FIREBASE_WEBAPP_CONFIG (JSON), as lib/config/firebase-web.ts reads it. */
function appHostingWebConfig(env: HeaderEnv): { authDomain?: string; projectId?: string } {
  if (!present(env.FIREBASE_WEBAPP_CONFIG)) return {};
  try {
    const v = JSON.parse(env.FIREBASE_WEBAPP_CONFIG) as Record<string, unknown>;
    return {
      ...(typeof v.authDomain === 'string' && v.authDomain ? { authDomain: v.authDomain } : {}),
      ...(typeof v.projectId === 'string' && v.projectId ? { projectId: v.projectId } : {}),
    };
  } catch {
    return {};
  }
}

/** The origin of the Firebase Auth handler pages (popup and its helper iframe). */
export function firebaseAuthDomainOrigin(env: HeaderEnv): string {
  const appHosting = appHostingWebConfig(env);
  const domain = (present(env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN) && env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN.trim()) || appHosting.authDomain;
  const project = (present(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) && env.NEXT_PUBLIC_FIREBASE_PROJECT_ID.trim()) || appHosting.projectId;
  const host = domain || (project ? `${project}.firebaseapp.com` : null);
  // No project at build time: the server refuses to start in that case (instrumentation.ts).
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `https://${host}` : 'https://*.firebaseapp.com';
}

/**
 * Content-Security-Policy for static pages: no nonces (the HTML is rendered once and served to
 * everyone), so scripts are limited to this origin plus inline ones (Next's RSC payload scripts);
 * the rest is as tight as the features allow.
 */
export function contentSecurityPolicy(env: HeaderEnv, opts: { dev?: boolean } = {}): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  // Media-set videos (docs/media-sets.md): played from this origin or Storage; blob: for the admin's previews.
  const media = ["'self'", 'blob:'];
  const frame = [origin(resolveMapEmbedUrl(env.NEXT_PUBLIC_MAP_EMBED_URL))].filter((o): o is string => !!o);

  if (emailJsConfigured(env)) connect.push(EMAILJS_API_ORIGIN);
  if (firebaseMode(env)) {
    script.push(GOOGLE_APIS_ORIGIN);
    connect.push(...FIREBASE_AUTH_API_ORIGINS);
    frame.push(firebaseAuthDomainOrigin(env));
    img.push(...FIREBASE_STORAGE_ORIGINS);
    media.push(...FIREBASE_STORAGE_ORIGINS);
    const auth = emulatorOrigin(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);
    if (auth) {
      connect.push(auth);
      frame.push(auth);
    }
    const storage = emulatorOrigin(env.STORAGE_EMULATOR_HOST || env.FIREBASE_STORAGE_EMULATOR_HOST);
    if (storage) {
      img.push(storage);
      media.push(storage);
    }
  }
  // `next dev` evaluates code with eval() for fast refresh; production builds never do.
  if (opts.dev) script.push("'unsafe-eval'");

  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(img)}`,
    `media-src ${unique(media)}`,
    "font-src 'self'",
    `connect-src ${unique(connect)}`,
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${STRIPE_CHECKOUT_ORIGIN}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * HSTS only where the site is served over https: always when the public URL is https (browsers
 * ignore the header on plain http anyway), otherwise when a TLS proxy in front says so.
 */
export function hstsRules(env: HeaderEnv): HeaderRule[] {
  const header = [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }];
  if (present(env.NEXT_PUBLIC_SITE_URL) && /^https:\/\//i.test(env.NEXT_PUBLIC_SITE_URL.trim())) return [{ source: '/:path*', headers: header }];
  // The first entry of X-Forwarded-Proto is the protocol the visitor used.
  return [{ source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }], headers: header }];
}

const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
] as const;

/**
 * Routes that answer uploaded files with their own sandbox policy (app/media, app/api/journal-media):
 * the pages' CSP must not replace it (a later header rule of next.config.ts overrides a route's own).
 */
const OWN_CSP_PREFIXES = ['media/', 'api/journal-media/'] as const;

/**
 * Pages whose address carries a secret (a status link, a list confirmation, an unsubscribe, an
 * address confirmation, a password reset): the browser sends no Referer from them, not even to this
 * site's own scripts and images, from the first byte (a header, not a late <meta>).
 */
const NO_REFERRER_SOURCES = [
  '/status/:path*',
  '/subscribe/confirm/:path*',
  '/unsubscribe/:path*',
  '/account/verify/:path*',
  '/reset-password',
  '/api/journal-media/:path*',
  // Route handlers that answer with a secret link's file or redirect (a contract or go-home packet
  // PDF, a confirmation, a checkout): their own Referrer-Policy header is replaced by a rule here.
  '/api/status/:path*',
  '/api/contracts/:path*',
  '/api/puppy-record/:path*',
  '/api/account/verify/:path*',
  '/api/subscribe/confirm/:path*',
  '/api/payments/checkout',
] as const;

/**
 * The `<meta name="referrer">` of those pages (their `metadata.referrer`): the header keeps the
 * first byte's requests (scripts, images, the font) without a Referer; once read, this tag lets a
 * Referer go to this site only, never to another. Not 'no-referrer': under it the browser sends
 * `Origin: null` on a form's post, which the framework's server-action origin check cannot parse,
 * so the page's own forms and the footer's contact form failed with a bare 500, with or without
 * the script.
 */
export const SECRET_PAGE_REFERRER = 'same-origin' as const;

/** Every security header rule for next.config.ts `headers()` (later rules win for the same header). */
export function securityHeaderRules(env: HeaderEnv, opts: { dev?: boolean } = {}): HeaderRule[] {
  const ownCsp = OWN_CSP_PREFIXES.map((p) => p.replace(/[/-]/g, (c) => `\\${c}`)).join('|');
  return [
    { source: `/((?!${ownCsp}).*)`, headers: [...BASE_SECURITY_HEADERS, { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, opts) }] },
    ...OWN_CSP_PREFIXES.map((p) => ({ source: `/${p}:path*`, headers: [...BASE_SECURITY_HEADERS] })),
    ...NO_REFERRER_SOURCES.map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
    ...hstsRules(env),
  ];
}
