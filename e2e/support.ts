import { expect, type Locator, type Page } from '@playwright/test';
import { seedEntries, seedStuds } from '../lib/backend/local/seed/content';
import { withE2eDb } from './sqlite';

/** The demo content the e2e server was seeded with (the same module the seed uses). */
export const DEMO_ENTRIES = seedEntries();
export const PUBLIC_ENTRIES = DEMO_ENTRIES.filter((e) => e.public);
export const PUBLIC_PUPPIES = PUBLIC_ENTRIES.filter((e) => e.entryType === 'puppy');
export const PUBLIC_LITTERS = PUBLIC_ENTRIES.filter((e) => e.entryType === 'litter');
export const HIDDEN_ENTRIES = DEMO_ENTRIES.filter((e) => !e.public);
export const DEMO_STUDS = seedStuds();

/** Ids by entry name, read from the e2e server's database (hidden entries have no public link to take them from). */
export function entryIdsByName(): Map<string, string> {
  const rows = withE2eDb((db) => db.prepare('SELECT id, name FROM puppies').all() as { id: string; name: string }[], { readonly: true });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Every JSON-LD object in an HTML document, nested ones (ItemList items, @graph) included. */
export function jsonLdObjects(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if ('@type' in o) out.push(o);
      Object.values(o).forEach(visit);
    }
  };
  const re = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  for (const m of html.matchAll(re)) visit(JSON.parse(m[1]!));
  return out;
}

/** The parsed content of each <script type="application/ld+json"> of the page. */
export function jsonLdBlocks(html: string): unknown[] {
  const re = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(re)].map((m) => JSON.parse(m[1]!));
}

/** How often `"@type":"<type>"` occurs anywhere in the HTML, escaped copies (an RSC payload's) included. */
export function typeCount(html: string, type: string): number {
  return [...html.matchAll(new RegExp(`@type\\\\*"\\s*:\\s*\\\\*"${type}\\\\*"`, 'g'))].length;
}

export function ofType(objects: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return objects.filter((o) => o['@type'] === type || (Array.isArray(o['@type']) && o['@type'].includes(type)));
}

/** The main navigation (header); the footer has links with the same names. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Puppy and litter cards on /puppies, in display order. */
export function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

export async function cardNames(page: Page): Promise<string[]> {
  return (await cards(page).getByRole('heading', { level: 3 }).allInnerTexts()).map((s) => s.trim());
}

/** The price line of each card: "$3,200", "Contact for pricing", or null (litters show none). */
export async function cardPrices(page: Page): Promise<(string | null)[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((a) => {
      const line = [...a.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').find((t) => /^\$[\d,]+(\.\d\d)?$/.test(t) || t === 'Contact for pricing');
      return line ?? null;
    }),
  );
}

export function dollars(price: string): number {
  return Number(price.replace(/[$,]/g, ''));
}

/** Waits until the listing shows exactly `n` cards. */
export async function expectCardCount(page: Page, n: number): Promise<void> {
  await expect(cards(page)).toHaveCount(n);
}

/**
 * Resolves when the header's session check has been answered. The header asks once the page's
 * scripts have started (after the first view), so by then the page's start-up effects have run.
 * Call it before the navigation (or the step) that starts the page.
 */
export function sessionChecked(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
}

/**
 * Signs the browser context in through next-auth's credentials endpoint (provider `password`),
 * as the seeded e2e admin; the page and its `request` share the session cookie.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/callback/password', {
    form: { csrfToken, email, password, json: 'true' },
    maxRedirects: 0,
  });
  expect(res.status(), 'sign-in answer').toBeLessThan(400);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } };
  expect(session.user?.email, 'signed in').toBe(email);
}

/** The first link in the page's main region to one record under `list` (e.g. /litters → /litters/abc). */
export async function firstRecordPath(page: Page, list: string): Promise<string> {
  const hrefs = await page.getByRole('main').locator(`a[href^="${list}/"]`).evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  const path = hrefs.find((h) => /^\/[a-z]+\/[^/?#]+$/.test(h));
  expect(path, `a link to one of ${list}`).toBeTruthy();
  return path!;
}

/**
 * Holds the page's scripts back, as on a slow phone, until the returned `release` is called.
 * `late`: then the page's own script with that index (its layouts', page's or error boundary's,
 * under `chunks/app/`; `own` receives them, sorted by address at the release) comes 300 ms after
 * the others, an order a slow phone can get them in (docs/framework-internals.md, "A page rebuilt
 * at hydration").
 */
export async function holdScripts(page: Page, { late, own = [] }: { late?: number; own?: string[] } = {}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let lateUrl: string | undefined;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const url = route.request().url();
    if (lateUrl === undefined && new URL(url).pathname.includes('/chunks/app/')) own.push(url);
    await held;
    if (url === lateUrl) await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  return () => {
    own.sort();
    lateUrl = late === undefined ? '' : (own[late] ?? '');
    release();
  };
}
