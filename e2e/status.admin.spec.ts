import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { withE2eDb } from './sqlite';
import { signIn } from './support';
import { insertFamilyApplication, insertLitter, insertWaitlistPlace } from './seed-family';

/**
 * A family's status link (docs/family-journey.md), short: a hidden litter with three families on
 * its waitlist is put in the store, the third with a deposit and a status link whose token only
 * this test knows (the store has its SHA-256). The link shows the status, number 3 and the deposit
 * (with docs/product.md §1's rule), privately; a made-up token 404s; the owner revokes the link on the family
 * hub and the old link 404s, then makes a new one that works. Hidden records only.
 */

const DEPOSIT_RULE = 'A deposit is required and is non-refundable; full payment is due before the puppy leaves. Puppies are not held without a deposit.';

function seed(run: string, token: string) {
  const now = new Date().toISOString();
  const litter = { id: `e2eStLitter${run}`, name: `Status Litter ${run}` };
  const families = ['Ash', 'Birch', 'Cedar'].map((n, i) => ({ id: `e2eSt${n}${run}`, name: `${n} Family ${run}`, email: `${n.toLowerCase()}-${run.toLowerCase()}@example.com`, position: i + 1 }));
  withE2eDb((db) => {
    insertLitter(db, now, litter);
    for (const f of families) {
      const mine = f.position === 3;
      insertFamilyApplication(db, now, f, { litterId: litter.id, status: 'waitlisted', token: mine ? token : null });
      insertWaitlistPlace(db, now, { litterId: litter.id, applicationId: f.id, position: f.position, depositDate: mine ? '2026-03-01' : null });
    }
    db.prepare(
      `INSERT INTO ledger_entries (id, application_id, puppy_id, litter_id, kind, amount_cents, date, method, note, created_at, updated_at)
       VALUES (?, ?, NULL, ?, 'deposit', 50000, '2026-03-01', 'zelle', '', ?, ?)`,
    ).run(`e2eStDep${run}`, families[2]!.id, litter.id, now, now);
  });
  return { litter, families };
}

test("a family's status link shows status, place and deposit privately; a made-up or revoked token 404s", async ({ page }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const token = randomBytes(32).toString('base64url');
  const { litter, families } = seed(run, token);
  const cedar = families[2]!;

  const res = await page.goto(`/status/${token}`);
  expect(res?.status()).toBe(200);
  const cache = res?.headers()['cache-control'] ?? '';
  expect(cache).toContain('private');
  expect(cache).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: cedar.name })).toBeVisible();
  await expect(main.getByTestId('stage-headline')).toHaveText(`We received your deposit: you are number 3 on the ${litter.name} waitlist.`);
  await expect(main.getByRole('heading', { name: litter.name, exact: true })).toBeVisible();
  await expect(main.getByTestId('waitlist-position')).toHaveText('Number 3 of 3');
  await expect(main.getByText('2 families pick before you.')).toBeVisible();
  await expect(main.getByRole('cell', { name: '$500.00' })).toBeVisible();
  await expect(main.getByText(DEPOSIT_RULE)).toHaveCount(1);
  // The families before them are numbers, never names.
  await expect(main).not.toContainText(families[0]!.name);
  await expect(main).not.toContainText(families[1]!.email);

  // A made-up token and a malformed one: the same 404.
  for (const bad of [randomBytes(32).toString('base64url'), 'not-a-token']) {
    const r = await page.goto(`/status/${bad}`);
    expect(r?.status(), bad).toBe(404);
    await expect(page.getByRole('main')).not.toContainText(cedar.name);
  }

  // The owner revokes the link on the family hub: the old link 404s; a new one works.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/applications/${cedar.id}`);
  const section = page.getByRole('region', { name: 'Status link' });
  await expect(section.getByTestId('status-link-state')).toContainText('has a private status link');
  page.once('dialog', (d) => void d.accept());
  await section.getByRole('button', { name: 'Revoke the status link' }).click();
  await expect(section.getByTestId('status-link-state')).toHaveText('The family has no working status link.');
  expect((await page.request.get(`/status/${token}`)).status()).toBe(404);

  await section.getByRole('button', { name: 'Make a new status link' }).click();
  const link = await section.getByLabel('New status link (shown once)').inputValue();
  expect(link).toMatch(/\/status\/[A-Za-z0-9_-]{43}$/);
  const fresh = await page.request.get(new URL(link).pathname);
  expect(fresh.status()).toBe(200);
  expect(await fresh.text()).toContain('Number 3 of 3');
});
