import { expect, test } from './test';
import { expectToast, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { insertApplicationRow } from './seed-family';
import { withE2eDb } from './sqlite';
import { signIn } from './support';
import { APPLICANT_ANSWERS, APPLICANT_CHOICES } from './family-answers';

/**
 * Admin › Applications (docs/family-journey.md), short: two families' applications are put in the store; the
 * owner filters the list down to the new one, opens it, writes a note and approves it with an
 * edited reply; the reply waits in the outbox as a 'family' message. In the admin project: the
 * Dashboard's counts are not asserted by the chromium specs, but this keeps content edits together.
 */

function insertApplication(run: string, name: string, email: string, status: string, createdAt: string): string {
  const id = `e2eApp${name.replace(/\W/g, '')}${run}`;
  const data = {
    contact: { name, email, phone: '585-555-0100', city: 'Albion', state: 'NY' },
    answers: APPLICANT_ANSWERS,
    ...APPLICANT_CHOICES,
  };
  withE2eDb((db) => insertApplicationRow(db, { id, email, status, data, createdAt }));
  return id;
}

test('the owner filters applications, opens one, writes a note and approves it with an edited reply', async ({ page }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const name = `Jordan Applicant ${run}`;
  const email = `jordan-${run.toLowerCase()}@example.com`;
  const now = Date.now();
  const id = insertApplication(run, name, email, 'submitted', new Date(now).toISOString());
  // Same person, an older declined application: the status filter leaves it out.
  insertApplication(run, `Jordan Earlier ${run}`, email, 'declined', new Date(now - 86_400_000).toISOString());
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/admin/applications');
  await page.getByLabel('Status').selectOption('submitted');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=submitted/);
  // The family's address is never in the URL: the filter carries it sealed, and the field shows it.
  expect(page.url()).toMatch(/[?&]family=[A-Za-z0-9_-]+/);
  expect(decodeURIComponent(page.url())).not.toContain(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2); // the header and one application
  // A stable link: reloaded, it is the same list.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/applications/${id}`);
  await expect(page.getByText('We had a golden for 13 years.')).toBeVisible();

  const notes = page.getByRole('form', { name: 'Owner notes' });
  await expect(notes.getByRole('button', { name: 'Save notes' })).toBeEnabled();
  await notes.getByLabel('Notes').fill('Called them: lovely family, fenced yard checked.');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Notes saved.');

  const decision = page.getByRole('form', { name: 'Decision' });
  await decision.getByLabel('Decision').selectOption('approve');
  const reply = decision.getByLabel('Reply', { exact: true });
  await expect(reply).toHaveValue(new RegExp(`^Dear ${name},`));
  const edited = `${await reply.inputValue()}\n\nP.S. Come meet the puppies' mother on Saturday.`;
  await reply.fill(edited);
  await decision.getByRole('button', { name: 'Approve and send reply' }).click();
  await expectToast(page, `${name} is now approved. The reply is queued to send.`);
  await expect(page.getByText('Status: Approved')).toBeVisible();

  const stored = withE2eDb(
    (db) => ({
      app: db.prepare('SELECT status, notes FROM applications WHERE id = ?').get(id) as { status: string; notes: string },
      mail: db.prepare("SELECT recipients, subject, body FROM outbox WHERE kind = 'family' AND recipients LIKE ?").all(`%${email}%`) as { recipients: string; subject: string; body: string }[],
    }),
    { readonly: true },
  );
  expect(stored.app).toEqual({ status: 'approved', notes: 'Called them: lovely family, fenced yard checked.' });
  expect(stored.mail).toHaveLength(1);
  expect(stored.mail[0]!.subject).toBe('Your puppy application is approved');
  expect(stored.mail[0]!.body).toBe(edited);
});
