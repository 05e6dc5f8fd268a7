import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { MESSAGES } from '../lib/domain/messages';
import { uniqueId } from './auth-support';
import { contactInfo, galleryImage, heroImage, puppyEditAndHide, studDelete, timings, type Store } from './coherence-cases';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DIST_DIR, E2E_ORIGIN } from './env';
import { signInCookies } from './http-client';
import { startServer, visibleWithin, visit, type RunningServer } from './second-server';
import { PUBLIC_ENTRIES } from './support';
import { withE2eDb } from './sqlite';

/**
 * docs/caching.md on the embedded default: several `next start` processes on one DATA_DIR (a process
 * manager's cluster, a blue/green restart) are one site. Server A is the suite's server; B is a
 * second `next start` of the same build on the same data folder, with a short CACHE_MAX_AGE_SECONDS
 * so changes made outside the admin area show within seconds. Runs after the admin project (it
 * edits content for a moment).
 */

const ROOT = path.resolve(__dirname, '..');
/** B's bound for writes made outside the app: each cached read lives this long. */
const MAX_AGE = 2;

test.describe.configure({ mode: 'serial' });

let b: RunningServer;
const extra: RunningServer[] = [];


const store: Store = {
  async entryIdByName(name) {
    return withE2eDb((db) => (db.prepare('SELECT id FROM puppies WHERE name = ?').get(name) as { id: string } | undefined)?.id ?? null);
  },
  async studIdByName(name) {
    return withE2eDb((db) => (db.prepare('SELECT id FROM parents WHERE name = ? AND stud_offered = 1').get(name) as { id: string } | undefined)?.id ?? null);
  },
  async basicInfo() {
    const raw = withE2eDb((db) => (db.prepare("SELECT value FROM settings WHERE key = 'basicInfo'").get() as { value: string } | undefined)?.value);
    const v = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const s = (x: unknown) => (typeof x === 'string' ? x : '');
    const social = (v.social ?? {}) as Record<string, unknown>;
    return {
      address: s(v.address),
      phone: s(v.phone),
      email: s(v.email),
      facebook: s(social.facebook) || s(v.facebook),
      notificationEmails: Array.isArray(v.notificationEmails) ? v.notificationEmails.filter((e): e is string => typeof e === 'string') : [],
    };
  },
};

const entryCount = () => withE2eDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM cache_entries').get() as { n: number }).n);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  b = await startServer({ distDir: E2E_DIST_DIR, env: { DATA_DIR: E2E_DATA_DIR, CACHE_MAX_AGE_SECONDS: String(MAX_AGE) } });
});

test.afterAll(async () => {
  await Promise.all([b, ...extra].map((s) => s?.stop()));
  if (Object.keys(timings).length) console.log('[cache coherence] ms until visible on server B:', JSON.stringify(timings));
});

test('an admin edit through server A is on server B within 2 s: puppy edit, hidden entry, deleted stud, gallery image, hero, contact info', async () => {
  test.setTimeout(120_000);
  const cookies = await signInCookies(E2E_ORIGIN, E2E_ADMIN.email, E2E_ADMIN.password);
  // B has each page cached before the edits.
  for (const p of ['/', '/puppies', '/studs', '/gallery', '/contact']) expect((await visit(b.origin, p)).status).toBe(200);
  const ctx = { a: E2E_ORIGIN, b: b.origin, cookies, store, label: 'embedded' };
  await puppyEditAndHide(ctx);
  await studDelete(ctx);
  await galleryImage(ctx);
  await heroImage(ctx);
  await contactInfo(ctx);
});

test('public pages tell shared caches (CDN, proxy) to keep them 30 s and serve stale 30 s more: an edit is out within 60 s', async () => {
  for (const p of ['/', '/puppies', '/studs', '/gallery', '/contact', '/about']) {
    const page = await visit(E2E_ORIGIN, p);
    expect(page.status, p).toBe(200);
    expect(page.headers.get('cache-control'), p).toBe('s-maxage=30, stale-while-revalidate=30');
  }
});

test('unknown /puppies/<id> answer 404 and add no cache entry', async () => {
  const before = entryCount();
  for (let i = 0; i < 200; i++) {
    const { status } = await visit(b.origin, `/puppies/${uniqueId()}${i}`);
    expect(status).toBe(404);
  }
  const after = entryCount();
  console.log(`[cache coherence] cache entries before/after 200 unknown puppy ids: ${before} → ${after}`);
  expect(after).toBe(before);
});

/** A public demo entry's id and name, to change from outside the app. */
function someEntry(): { id: string; name: string } {
  const name = PUBLIC_ENTRIES[0]!.name;
  const id = (withE2eDb((db) => db.prepare('SELECT id FROM puppies WHERE name = ?').get(name)) as { id: string } | undefined)?.id;
  expect(id, `demo entry ${name}`).toBeTruthy();
  return { id: id!, name };
}

test('a database write outside the app shows on its own within the stated bound', async () => {
  const { id, name } = someEntry();
  expect((await visit(b.origin, '/puppies')).html).toContain(name);
  const outside = `Outside Write ${uniqueId()}`;
  withE2eDb((db) => db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(outside, id));
  try {
    // The bound: a cached read lives MAX_AGE s, the page regenerates on the next visit after that.
    const took = await visibleWithin((MAX_AGE * 2 + 3) * 1000, async () => (await visit(b.origin, '/puppies')).html.includes(outside));
    console.log(`[cache coherence] outside write visible after ${took} ms (CACHE_MAX_AGE_SECONDS=${MAX_AGE})`);
  } finally {
    withE2eDb((db) => db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(name, id));
  }
});

test('a backend failing during regeneration keeps the last good page; the §8 message is never cached and goes on recovery', async () => {
  test.setTimeout(120_000);
  const { id, name } = someEntry();
  const failed = MESSAGES.puppies.loadError;
  // Fresh and cached on B.
  await visibleWithin((MAX_AGE * 2 + 3) * 1000, async () => (await visit(b.origin, '/puppies')).html.includes(name));

  // The database breaks (the table a listing reads is gone), and another instance has invalidated
  // the listing meanwhile, so no cached read of it is trusted either.
  withE2eDb((db) => db.exec('ALTER TABLE puppies RENAME TO puppies_broken'));
  let healed = false;
  try {
    withE2eDb((db) => db.prepare('INSERT INTO cache_tags (tag, revalidated_at) VALUES (?, ?) ON CONFLICT(tag) DO UPDATE SET revalidated_at = excluded.revalidated_at').run('puppies', Date.now()));
    // B regenerates (the page and its read are stale, then invalidated) and keeps its last good listing.
    const until = Date.now() + (MAX_AGE + 2) * 1000;
    while (Date.now() < until) {
      const page = await visit(b.origin, '/puppies');
      expect(page.status).toBe(200);
      expect(page.html).toContain(name);
      expect(page.html).not.toContain(failed);
      await new Promise((r) => setTimeout(r, 250));
    }

    // A server started during the outage has no good data: the §8 message, sent so that no CDN keeps it.
    const d = await startServer({ distDir: E2E_DIST_DIR, env: { DATA_DIR: E2E_DATA_DIR, CACHE_MAX_AGE_SECONDS: String(MAX_AGE) } });
    extra.push(d);
    const down = await visit(d.origin, '/puppies');
    expect(down.html).toContain(failed);
    expect(down.headers.get('cache-control') ?? '').toMatch(/s-maxage=1\b/);

    // Healed, with a change made meanwhile: both servers show current content; D never serves the
    // §8 page again (it was not cached).
    const renamed = `After Outage ${uniqueId()}`;
    withE2eDb((db) => {
      db.exec('ALTER TABLE puppies_broken RENAME TO puppies');
      db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(renamed, id);
    });
    healed = true;
    const first = await visit(d.origin, '/puppies');
    expect(first.html).not.toContain(failed);
    expect(first.html).toContain(renamed);
    const tookB = await visibleWithin(60_000, async () => (await visit(b.origin, '/puppies')).html.includes(renamed));
    console.log(`[cache coherence] after recovery: current content on B after ${tookB} ms`);
  } finally {
    withE2eDb((db) => {
      if (!healed) db.exec('ALTER TABLE puppies_broken RENAME TO puppies');
      db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(name, id);
    });
  }
});

test('a fresh data folder (rebuilt, restored or moved store) shows its own content, with no image 404s', async () => {
  test.setTimeout(120_000);
  // Content only the suite's store has: a renamed entry, cached on A and B.
  const { id, name } = someEntry();
  const marker = `Old Store Only ${uniqueId()}`;
  withE2eDb((db) => db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(marker, id));
  const freshDir = `${E2E_DATA_DIR}-fresh`;
  fs.rmSync(path.join(ROOT, freshDir), { recursive: true, force: true });
  try {
    await visibleWithin((MAX_AGE * 2 + 3) * 1000, async () => (await visit(b.origin, '/puppies')).html.includes(marker));

    const c = await startServer({ distDir: E2E_DIST_DIR, env: { DATA_DIR: freshDir } });
    extra.push(c);
    for (const p of ['/', '/puppies', '/studs', '/gallery', '/contact']) {
      const page = await visit(c.origin, p);
      expect(page.status, p).toBe(200);
      expect(page.html, p).not.toContain(marker);
      // Every image the page refers to loads from this server.
      const srcs = new Set([...page.html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')));
      for (const src of srcs) {
        if (src.startsWith('data:')) continue;
        const res = await fetch(new URL(src, c.origin));
        expect(res.status, `${p}: ${src}`).toBe(200);
      }
    }
    expect((await visit(c.origin, '/puppies')).html).toContain(name);
  } finally {
    withE2eDb((db) => db.prepare('UPDATE puppies SET name = ? WHERE id = ?').run(name, id));
    fs.rmSync(path.join(ROOT, freshDir), { recursive: true, force: true });
  }
});
