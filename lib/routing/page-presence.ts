/**
 * Whether the thing a public address names exists, asked by middleware before the page renders
 * (docs/progressive-enhancement.md, "Pages that are not there").
 *
 * Next renders a page's `notFound()` only in the browser: the 404 it sends holds no markup, so
 * without JavaScript (and until the scripts run) the visitor sees a blank page. An address no route
 * answers gets the designed not-found page as real HTML. So middleware asks this first, and sends a
 * missing puppy, litter, parent, gallery page, listing view, status link or unsubscribe link to that
 * page instead.
 *
 * The answer comes from the site's own cached reads (lib/server/page-presence.ts), installed on
 * globalThis by instrumentation-node.ts: the middleware bundle never carries the data layer. Node
 * middleware runs in the server's own process, so both see the same global.
 */

/**
 * The addresses whose pages call `notFound()` for a missing record: the section, then the record's
 * segment. `puppies/view` is the listing's view route, whose key a hand-typed address can get wrong.
 */
export const PRESENCE_CHECKED = /^\/(puppies|puppies\/view|litters|parents|status|unsubscribe|gallery\/page)\/([^/]+)$/;

/**
 * Where a missing record's address is rewritten: two levels below it, where no route answers, so it
 * renders the designed 404 page (app/not-found.tsx) with status 404. Two, because one level below
 * `/puppies/view` is the listing's view route (`/puppies/view/<key>`); no route of these sections
 * goes deeper. Below the address rather than anywhere else because the response takes the headers
 * of the address it is rendered for: a status or unsubscribe address keeps its
 * `Referrer-Policy: no-referrer` (lib/security/headers.ts).
 */
export function missingPagePath(pathname: string): string {
  return `${pathname}/_missing/_page`;
}

/** true: there; false: not there (a 404); null: not known (not installed yet, or the read failed). */
export type PagePresence = (pathname: string) => Promise<boolean | null>;

const KEY = Symbol.for('breeder.page-presence');

/** Installs the check (undefined removes it). */
export function installPagePresenceCheck(check: PagePresence | undefined): void {
  (globalThis as Record<symbol, unknown>)[KEY] = check;
}

/** Never throws: any doubt lets the page render as before. */
export async function askPagePresence(pathname: string): Promise<boolean | null> {
  const check = (globalThis as Record<symbol, unknown>)[KEY] as PagePresence | undefined;
  if (!check) return null;
  try {
    return await check(pathname);
  } catch {
    return null;
  }
}
