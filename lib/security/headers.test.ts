import { describe, expect, it } from 'vitest';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { EMAILJS_ORIGIN } from '@/lib/domain/contact';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import {
  contentSecurityPolicy,
  EMAILJS_API_ORIGIN,
  firebaseAuthDomainOrigin,
  hstsRules,
  HSTS_VALUE,
  securityHeaderRules,
} from './headers';
import { IMAGE_LOCAL_PATTERNS, IMAGE_QUALITIES } from './images';

/** The directives of a policy as name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const EMAILJS = { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk', NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc', NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl' };
const FIREBASE = { BACKEND: 'firebase', NEXT_PUBLIC_FIREBASE_API_KEY: 'k', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'albion-goldens' };

describe('Content-Security-Policy', () => {
  it('embedded default: own origin only, plus the map; the fixed hardening directives', () => {
    const d = directives(contentSecurityPolicy({}));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    // The site itself, and Stripe's checkout page the pay form is redirected to (docs/payments.md).
    expect(d.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
  });

  it('no third-party script origin unless Firebase mode; never unsafe-eval outside `next dev`', () => {
    for (const env of [{}, EMAILJS, { NEXT_PUBLIC_MAP_EMBED_URL: 'https://maps.example.com/embed?x=1' }]) {
      const script = directives(contentSecurityPolicy(env)).get('script-src')!;
      expect(script.filter((s) => !s.startsWith("'"))).toEqual([]);
      expect(script).not.toContain("'unsafe-eval'");
    }
    expect(directives(contentSecurityPolicy({}, { dev: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('EmailJS: its API origin in connect-src only when all three values are set', () => {
    expect(EMAILJS_API_ORIGIN).toBe(EMAILJS_ORIGIN);
    expect(directives(contentSecurityPolicy(EMAILJS)).get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directives(contentSecurityPolicy({ ...EMAILJS, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: ' ' })).get('connect-src')).toEqual(["'self'"]);
  });

  it('a configured map URL replaces the default map origin; a non-https one is ignored as on the page', () => {
    expect(directives(contentSecurityPolicy({ NEXT_PUBLIC_MAP_EMBED_URL: 'https://maps.example.com/embed?x=1' })).get('frame-src')).toEqual([
      'https://maps.example.com',
    ]);
    expect(directives(contentSecurityPolicy({ NEXT_PUBLIC_MAP_EMBED_URL: 'http://maps.example.com/' })).get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
    ]);
  });

  it('Firebase mode: the Auth APIs, the gapi loader, the auth domain frame and Storage images', () => {
    const d = directives(contentSecurityPolicy(FIREBASE));
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://apis.google.com']);
    expect(d.get('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(d.get('frame-src')).toEqual(['https://www.openstreetmap.org', 'https://albion-goldens.firebaseapp.com']);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://storage.googleapis.com']);
    // None of it without BACKEND=firebase, even with the web config present.
    const { BACKEND: _, ...notFirebase } = FIREBASE;
    expect(contentSecurityPolicy(notFirebase)).toBe(contentSecurityPolicy({}));
  });

  it('Firebase mode with the emulators (tests): their hosts, over http', () => {
    const d = directives(
      contentSecurityPolicy({ ...FIREBASE, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199' }),
    );
    expect(d.get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(d.get('frame-src')).toContain('http://127.0.0.1:9099');
    expect(d.get('img-src')).toContain('http://127.0.0.1:9199');
  });

  it('the auth domain: configured, App Hosting config, project default', () => {
    expect(firebaseAuthDomainOrigin({ ...FIREBASE, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'login.example.com' })).toBe('https://login.example.com');
    expect(firebaseAuthDomainOrigin({ FIREBASE_WEBAPP_CONFIG: JSON.stringify({ projectId: 'p-1', authDomain: 'p-1.web.app' }) })).toBe('https://p-1.web.app');
    expect(firebaseAuthDomainOrigin({ FIREBASE_WEBAPP_CONFIG: JSON.stringify({ projectId: 'p-1' }) })).toBe('https://p-1.firebaseapp.com');
    expect(firebaseAuthDomainOrigin({ NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'bad host; script-src *' })).toBe('https://*.firebaseapp.com');
  });
});

describe('HSTS', () => {
  it('always when the public URL is https', () => {
    expect(hstsRules({ NEXT_PUBLIC_SITE_URL: 'https://albiongoldens.example' })).toEqual([
      { source: '/:path*', headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] },
    ]);
  });

  it('otherwise only when a TLS proxy says x-forwarded-proto: https', () => {
    const [rule] = hstsRules({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' });
    expect(rule!.has).toHaveLength(1);
    const matcher = new RegExp(`^${rule!.has![0]!.value}$`);
    expect(['https', 'https, http', 'https,http'].every((v) => matcher.test(v))).toBe(true);
    expect(['http', 'http, https', 'httpsx', ''].some((v) => matcher.test(v))).toBe(false);
  });

  it('every page carries the CSP and the hardening headers; uploaded-file routes keep their own sandbox policy', () => {
    const rules = securityHeaderRules({});
    const [all] = rules;
    expect(all!.source).toBe('/((?!media\\/|api\\/journal\\-media\\/).*)');
    const matches = (path: string) => new RegExp(`^${all!.source}$`).test(path);
    expect(['/', '/puppies', '/status/abc', '/mediax'].every(matches)).toBe(true);
    expect(['/media/a.webp', '/api/journal-media/p/0'].some(matches)).toBe(false);
    for (const source of ['/media/:path*', '/api/journal-media/:path*']) {
      const own = rules.find((r) => r.source === source)!;
      expect(own.headers.map((h) => h.key)).not.toContain('Content-Security-Policy');
    }
    for (const source of [
      '/status/:path*',
      '/subscribe/confirm/:path*',
      '/unsubscribe/:path*',
      '/account/verify/:path*',
      '/reset-password',
      // The route handlers of those links: a rule here would otherwise replace their own header.
      '/api/status/:path*',
      '/api/contracts/:path*',
      '/api/puppy-record/:path*',
      '/api/account/verify/:path*',
      '/api/subscribe/confirm/:path*',
      '/api/payments/checkout',
    ]) {
      expect(rules.find((r) => r.source === source)?.headers).toEqual([{ key: 'Referrer-Policy', value: 'no-referrer' }]);
    }
    expect(all!.headers.map((h) => h.key)).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Content-Security-Policy',
    ]);
  });
});

describe('image optimizer allow-list', () => {
  const allowed = (url: string) => hasLocalMatch(IMAGE_LOCAL_PATTERNS, url);

  it('uploads with their version, and the default hero image', () => {
    expect(allowed('/media/puppies/1700000000000_sunny.webp?v=20261122150000')).toBe(true);
    expect(allowed('/media/hero-image.jpg?v=20261122150000')).toBe(true);
    expect(allowed(DEFAULT_HERO_IMAGE)).toBe(true);
  });

  it('nothing else: other paths, the hero image with a query, the optimizer itself', () => {
    for (const url of ['/anything-else.png', '/og-default.png', '/seals/akc.svg', '/hero-bg-square.png?x=1', '/api/health', '/icon.svg', '/mediax/a.png']) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('one quality, the one next/image asks for by default', () => {
    expect(IMAGE_QUALITIES).toEqual([75]);
  });
});
