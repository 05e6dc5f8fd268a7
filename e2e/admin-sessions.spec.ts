import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { accountForm, expectAnswer, registerElsewhere, resetLinkFromOutbox, uniqueEmail, uniqueId } from './auth-support';
import { signInHref } from '../lib/domain/return-to';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_ORIGIN } from './env';
import { cookieHeader, signInCookies, signOutWith } from './http-client';
import { DEMO_STUDS, HIDDEN_ENTRIES } from './support';
import { withE2eDb } from './sqlite';

/**
 * docs/security.md, against the production build as an outside caller would try them
 * (Node `fetch`, no browser state): an admin session that has ended (demoted with the admin CLI,
 * password reset, Logout) replayed on every admin page, as a document request and as RSC
 * navigations/prefetches, gets no admin data; /admin behind a TLS proxy redirects to /login.
 * Item 4 (multipart saves) is e2e/admin-multipart.flood.spec.ts.
 */

const ROOT = path.resolve(__dirname, '..');

/** The owner's command line (scripts/admin.ts) on the e2e server's data folder. */
function adminCli(command: 'promote' | 'demote', email: string): void {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/admin.ts', command, email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(ROOT, E2E_DATA_DIR), BACKEND: 'local' },
    stdio: 'pipe',
    timeout: 60_000,
  });
}

// A contact message only an admin may read (name, email and phone of a visitor), put straight in
// the outbox so no rate limit of the contact endpoint is involved.
const VISITOR = { name: `Visitor ${uniqueId()}`, email: `visitor-${uniqueId()}@example.test`, phone: '5855550199', body: `Private note ${uniqueId()}` };

function addMessage(): void {
  withE2eDb((db) =>
    db
      .prepare(
        `INSERT INTO outbox (id, kind, recipients, subject, body, from_name, reply_email, phone, created_at)
         VALUES (?, 'contact', '["owner@example.test"]', 'Website contact', ?, ?, ?, ?, ?)`,
      )
      .run(randomUUID().replace(/-/g, '').slice(0, 20), VISITOR.body, VISITOR.name, VISITOR.email, VISITOR.phone, new Date().toISOString()),
  );
}

/**
 * What only an admin page shows: each page's own lead text, the visitor's message, hidden entries
 * and stud registrations (never on a public page).
 */
const ADMIN_ONLY = [
  'An overview of what visitors see on the site',
  'Your contact details, where contact messages and notifications go',
  'Photos on the Gallery page and in the home page carousel',
  'Everything on the puppies page, including hidden entries',
  'Only available studs are listed on the public studs page',
  'Messages sent with the contact forms',
  VISITOR.name,
  VISITOR.email,
  VISITOR.body,
  '555-0199',
  ...HIDDEN_ENTRIES.map((e) => e.name),
  ...DEMO_STUDS.map((s) => s.registration).filter(Boolean),
];

/** The page → what its body must show to an admin (the positive control). */
/**
 * Where a refused admin page load may send the browser, both carrying where it was going: the
 * server checks (a relative Location, the admin area) or middleware (the page's path).
 */
function loginLocations(target: string): string[] {
  const own = signInHref(new URL(target, E2E_ORIGIN).pathname);
  // Next may shorten middleware's absolute redirect to the same origin into a relative one.
  return [signInHref('/admin'), own, `${E2E_ORIGIN}${own}`];
}

const PAGES: Record<string, string[]> = {
  '/admin': ['An overview of what visitors see on the site'],
  '/admin/basic-info': ['Your contact details, where contact messages and notifications go'],
  '/admin/gallery': ['Photos on the Gallery page and in the home page carousel'],
  '/admin/puppies': ['Everything on the puppies page, including hidden entries', ...HIDDEN_ENTRIES.map((e) => e.name)],
  '/admin/studs': ['Only available studs are listed on the public studs page', ...DEMO_STUDS.filter((s) => !s.available).map((s) => s.registration)],
  '/admin/messages': ['Messages sent with the contact forms', VISITOR.name, VISITOR.email],
};

/** A router state tree as the browser sends it when it is already on `from` (layout in place). */
function stateTree(from: string): string {
  const segments = from.split('/').filter(Boolean);
  let node: unknown = ['__PAGE__', {}];
  for (const s of segments.reverse()) node = [s, { children: node }];
  return encodeURIComponent(JSON.stringify(['', { children: node }, null, null, true]));
}

/** Ways to ask for a page: a document, and RSC requests (navigation from another admin page, refresh, prefetch). */
function variants(target: string): { label: string; headers: Record<string, string> }[] {
  const other = target === '/admin/puppies' ? '/admin/studs' : '/admin/puppies';
  return [
    { label: 'document', headers: {} },
    { label: 'RSC', headers: { RSC: '1' } },
    { label: 'RSC navigation from another admin page', headers: { RSC: '1', 'Next-Router-State-Tree': stateTree(other) } },
    { label: 'RSC refresh of the same page', headers: { RSC: '1', 'Next-Router-State-Tree': stateTree(target) } },
    { label: 'RSC prefetch', headers: { RSC: '1', 'Next-Router-State-Tree': stateTree(other), 'Next-Router-Prefetch': '1' } },
  ];
}

async function get(pathname: string, cookies: Map<string, string> | null, headers: Record<string, string> = {}) {
  const res = await fetch(`${E2E_ORIGIN}${pathname}`, {
    redirect: 'manual',
    headers: { ...headers, ...(cookies ? { cookie: cookieHeader(cookies) } : {}) },
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

/** Every admin page in every variant: no admin-only text in any body, and never a page answer. */
async function expectNoAdminData(cookies: Map<string, string>, why: string): Promise<void> {
  for (const target of Object.keys(PAGES)) {
    for (const v of variants(target)) {
      const res = await get(target, cookies, v.headers);
      const leaked = ADMIN_ONLY.filter((t) => res.body.includes(t));
      expect(leaked, `${why}: ${target} (${v.label}) answered ${res.status} with admin data`).toEqual([]);
      if (v.label === 'document') {
        expect(res.status, `${why}: ${target}`).toBe(307);
        // The server checks answer with a relative Location; middleware (no session at all) with
        // the public origin's /login.
        expect(loginLocations(target), `${why}: ${target}`).toContain(res.location);
      }
    }
  }
}

/** The positive control: the same requests with a current admin session do carry the data. */
async function expectAdminData(cookies: Map<string, string>): Promise<void> {
  for (const [target, shown] of Object.entries(PAGES)) {
    for (const v of variants(target)) {
      if (v.label === 'RSC prefetch') continue; // a prefetch of a dynamic page carries only its loading state
      const res = await get(target, cookies, v.headers);
      expect(res.status, `${target} (${v.label})`).toBe(200);
      for (const t of shown) expect(res.body, `${target} (${v.label}) shows ${t}`).toContain(t);
    }
  }
}

async function signInPassword(email: string, password: string) {
  return signInCookies(E2E_ORIGIN, email, password);
}

async function resetPasswordThroughForms(page: Page, email: string, newPassword: string): Promise<void> {
  await page.goto('/forgot-password');
  const form = accountForm(page, 'Reset your password');
  const send = form.getByRole('button', { name: 'Send reset link' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await send.click();
  await expectAnswer(page, 'Password reset email sent!');
  await page.goto(await resetLinkFromOutbox(email));
  const resetForm = accountForm(page, 'Choose a new password');
  const update = resetForm.getByRole('button', { name: 'Update password' });
  await resetForm.getByLabel('New password', { exact: true }).fill(newPassword);
  await update.click();
  await expectAnswer(page, 'Your password has been updated. You can sign in now.');
}

test.describe('ended admin sessions read nothing (docs/security.md)', () => {
  test('promote → sign in → demote / password reset / Logout → the old cookie on every admin page, with and without RSC headers', async ({ page, browser }) => {
    test.setTimeout(180_000);
    addMessage();
    const email = uniqueEmail('stale-admin');
    let password = `pw-${uniqueId()}`;
    await registerElsewhere(browser, email, password);

    // 1. Demotion with the admin CLI.
    adminCli('promote', email);
    const demoted = await signInPassword(email, password);
    await expectAdminData(demoted);
    adminCli('demote', email);
    await expectNoAdminData(demoted, 'after demote');

    // 2. Password reset: the session opened before it ends.
    adminCli('promote', email);
    const beforeReset = await signInPassword(email, password);
    await expectAdminData(beforeReset);
    password = `pw-${uniqueId()}`;
    await resetPasswordThroughForms(page, email, password);
    await expectNoAdminData(beforeReset, 'after password reset');

    // 3. Logout: a copy of the cookie kept from before is refused afterwards.
    const loggedIn = await signInPassword(email, password);
    await expectAdminData(loggedIn);
    const copy = new Map(loggedIn);
    const out = await signOutWith(E2E_ORIGIN, loggedIn);
    expect(out.status).toBeLessThan(400);
    await expectNoAdminData(copy, 'after Logout');

    // The client's view catches up too: next-auth's session endpoint clears the ended cookie once the
    // claim is re-read (at most a minute later); a fresh sign-in works as before.
    const again = await signInPassword(email, password);
    await expectAdminData(again);
    adminCli('demote', email);
  });

  test('anonymous requests and RSC requests without a session get no admin data', async () => {
    addMessage();
    await expectNoAdminData(new Map(), 'anonymous');
  });
});

test.describe('behind a TLS proxy (docs/security.md)', () => {
  test('/admin with x-forwarded-proto: https redirects to /login, never to the server\'s own address', async () => {
    for (const target of ['/admin', '/admin/messages', '/admin/basic-info']) {
      const variants: Record<string, string>[] = [
        { 'x-forwarded-proto': 'https' },
        { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'breeder.example', 'x-forwarded-port': '443' },
        { 'x-forwarded-proto': 'https', RSC: '1' },
      ];
      for (const headers of variants) {
        const res = await get(target, null, headers);
        expect(res.status, `${target} ${JSON.stringify(headers)}`).not.toBe(500);
        if (!('RSC' in headers)) {
          expect(res.status, target).toBe(307);
          // Middleware sends visitors without a session to /login on the site's public origin (it
          // cannot answer with a relative Location); the server checks answer with a relative one.
          // Never the server's own address or a proxy's forwarded host.
          expect(loginLocations(target), target).toContain(res.location);
        }
        expect(ADMIN_ONLY.filter((t) => res.body.includes(t))).toEqual([]);
      }
    }
    // An admin behind the proxy gets the page.
    const admin = await signInPassword(E2E_ADMIN.email, E2E_ADMIN.password);
    const res = await get('/admin', admin, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('An overview of what visitors see on the site');
  });
});
