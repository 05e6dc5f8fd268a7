import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { expectAnswer, registerWithForm, storedNotificationEmails, uniqueEmail, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { fillApplication } from './forms-support';
import { withE2eDb } from './sqlite';
import { insertFamilyApplication, insertLitter, insertWaitlistPlace, sha256 } from './seed-family';
import { signIn } from './support';

/**
 * The owner's day on a phone (docs/notifications.md), at 390 px: a new application sends the owner
 * one email (Admin › Outbox) and raises the menu's badge; writing to a waitlist queues one mail
 * per family, each with its own status link; a moment late in the New York evening shows the same
 * day on the family's page and in the admin.
 */

test.use({ viewport: { width: 390, height: 844 } });

const run = () => uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);

type Mail = { subject: string; recipients: string; body: string };
const mails = (kind: string, subjectLike: string): Mail[] =>
  withE2eDb((db) => db.prepare('SELECT subject, recipients, body FROM outbox WHERE kind = ? AND subject LIKE ?').all(kind, subjectLike) as Mail[], { readonly: true });

test('a new application mails the owner once and raises the menu badge of an admin who had looked', async ({ page, browser }) => {
  const id = run();
  // An admin account of this test's own, so no other spec's looking clears its badges.
  const owner = { email: uniqueEmail('owner'), password: `owner-password-${id}` };
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await registerWithForm(await desk.newPage(), owner.email, owner.password);
  await desk.close();
  withE2eDb((db) => db.prepare("UPDATE users SET role = 'admin' WHERE email = ? COLLATE NOCASE").run(owner.email));
  const notify = storedNotificationEmails();
  expect(notify.length, 'the demo has notification addresses').toBeGreaterThan(0);

  const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, owner.email, owner.password);
  // Looking at Applications: nothing there is new for this account any more. (The phone's menu is
  // closed; its links are in the page all the same.)
  const nav = adminPage.getByRole('navigation', { name: 'Admin', includeHidden: true });
  const applicationsTab = nav.getByRole('link', { name: /^Applications/, includeHidden: true });
  const looked = adminPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/seen' && r.ok());
  await adminPage.goto('/admin/applications');
  await expect(applicationsTab).toHaveText('Applications');
  await looked;
  const menuButton = adminPage.getByRole('button', { name: /^Admin menu/ });

  // A family applies, as a person does.
  const name = `Robin Notify ${id}`;
  await page.goto('/apply');
  await fillApplication(page, { name, email: uniqueEmail('apply') });
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! We received your application.' })).toBeVisible();

  // One email to the owner's notification addresses, with the admin link.
  await expect.poll(() => mails('owner', `New application from ${name}`).length).toBe(1);
  const [mail] = mails('owner', `New application from ${name}`);
  expect(JSON.parse(mail!.recipients)).toEqual(notify);
  expect(mail!.body).toMatch(/\/admin\/applications\/[A-Za-z0-9_-]+/);
  expect(mail!.body).not.toContain('/status/');

  // The owner's phone: the menu button and the Applications tab count it.
  await adminPage.goto('/admin');
  await expect(menuButton).toHaveAccessibleName(/^Admin menu \d+ new$/);
  await expect(applicationsTab).toHaveText(/^Applications \d+ new$/);
  // Admin › Outbox lists it under the owner's notifications.
  await adminPage.goto('/admin/outbox?kind=owner');
  await expect(adminPage.getByText(`New application from ${name}`, { exact: true })).toHaveCount(1);
  await admin.close();
});

test('writing to a waitlist queues one mail per family, each with its own status link; late-evening dates agree', async ({ page }) => {
  const r = run();
  const litterId = `e2eNtLitter${r}`;
  const families = ['Avery', 'Blake'].map((n) => ({ id: `e2eNt${n}${r}`, name: `${n} Notify ${r}`, email: `${n.toLowerCase()}-nt-${r.toLowerCase()}@example.com` }));
  const token = randomBytes(32).toString('base64url');
  // 10:30 pm in New York on Nov 25 is 03:30 UTC on Nov 26.
  const lateEvening = '2026-11-26T03:30:00.000Z';
  withE2eDb((db) => {
    const now = new Date().toISOString();
    insertLitter(db, now, { id: litterId, name: `Notify Litter ${r}` }, { sortOrder: 95 });
    families.forEach((f, i) => {
      insertFamilyApplication(db, lateEvening, f, { litterId, status: 'approved', token: i === 0 ? token : null });
      insertWaitlistPlace(db, now, { litterId, applicationId: f.id, position: i + 1 });
    });
  });

  // The family's page and the admin show the same day for a moment late in the New York evening.
  await page.goto(`/status/${token}`);
  await expect(page.getByRole('definition').filter({ hasText: 'Nov 25, 2026' }).first()).toBeVisible();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/applications/${families[0]!.id}`);
  await expect(page.getByText('Nov 25, 2026, 10:30 PM EST').first()).toBeVisible();

  // One message to the whole waitlist.
  await page.goto(`/admin/litters/${litterId}`);
  const form = page.getByRole('form', { name: 'Write to the waitlist' });
  await form.getByLabel('Subject').fill(`News of the litter ${r}`);
  await form.getByLabel('Message').fill('The puppies opened their eyes today.');
  await form.getByRole('button', { name: 'Send to the waitlist' }).click();
  await expectAnswer(page, 'Message queued for 2 families.');

  const sent = mails('family', `News of the litter ${r}`);
  expect(sent.map((m) => JSON.parse(m.recipients)[0]).sort()).toEqual(families.map((f) => f.email).sort());
  const links = sent.map((m) => /\/status\/([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]);
  expect(new Set(links).size).toBe(2);
  // Each link is that family's own: its hash is the one stored for the family's application.
  for (const [i, m] of sent.entries()) {
    const to = JSON.parse(m.recipients)[0] as string;
    const stored = withE2eDb((db) => (db.prepare('SELECT status_token_hash AS h FROM applications WHERE email = ?').get(to) as { h: string }).h, { readonly: true });
    expect(stored).toBe(sha256(links[i]!));
  }
  // Admin › Outbox shows both, without their links.
  await page.goto('/admin/outbox?kind=family');
  const rows = page.getByRole('row').filter({ hasText: `News of the litter ${r}` });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText('/status/[link removed]');
    for (const link of links) await expect(row).not.toContainText(link!);
  }
});
