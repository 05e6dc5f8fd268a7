import { expect, test } from './test';
import { acceptNextConfirm, expectToast, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { signIn } from './support';
import { withE2eDb } from './sqlite';

/**
 * Admin › Messages after a flood: one page of 50 at a time with older pages by link, Delete
 * handled, and how long handled messages are kept. The messages are written straight into the e2e
 * server's SQLite file (the contact endpoint would rightly refuse a flood), with old dates so they
 * sort after whatever other specs send meanwhile.
 */

const COUNT = 55;


test('a flooded inbox: pages of 50, Delete handled, and the retention setting', async ({ page }) => {
  test.setTimeout(90_000);
  const uid = uniqueId();
  const name = (i: number) => `Flood ${uid} ${String(i).padStart(2, '0')}`;
  withE2eDb((db) => {
    const insert = db.prepare(
      "INSERT INTO outbox (id, kind, recipients, subject, body, from_name, reply_email, phone, created_at, handled_at) VALUES (?, 'contact', '[]', 'New message', 'Hello', ?, 'flood@example.com', '', ?, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < COUNT; i++) {
        // Two of them handled (i = 1, 2); dates in 2020, one second apart, newest last.
        insert.run(`fl${uid}${i}`.slice(0, 60), name(i), new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(), i === 1 || i === 2 ? new Date().toISOString() : null);
      }
    })();
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(/^\d+ messages · \d+ unhandled$/)).toBeVisible();

  // Walk the pages: never more than 50 messages on one, every flooded one found once, oldest last.
  const seen: string[] = [];
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    const articles = page.getByRole('article');
    expect(await articles.count()).toBeLessThanOrEqual(50);
    const names = await articles.getByRole('heading', { level: 2 }).allInnerTexts();
    seen.push(...names.filter((n) => n.startsWith(`Flood ${uid} `)));
    const older = page.getByRole('link', { name: 'Older messages' });
    if ((await older.count()) === 0) break;
    await older.click();
    await expect(page.getByRole('link', { name: 'Newest messages' })).toBeVisible();
  }
  expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => name(COUNT - 1 - i)));

  // Delete handled: asks first, then only handled messages go.
  await page.goto('/admin/messages');
  const deleteHandled = page.getByRole('button', { name: /^Delete handled \(\d+\)$/ });
  const confirmText = acceptNextConfirm(page);
  await deleteHandled.click();
  expect(await confirmText).toMatch(/^Delete \d+ handled messages?\?$/);
  await expectToast(page, (await confirmText).replace(/^Delete (\d+) handled (messages?)\?$/, 'Deleted $1 handled $2.'));
  const left = withE2eDb((db) => db.prepare("SELECT from_name, handled_at FROM outbox WHERE from_name LIKE ?").all(`Flood ${uid} %`) as { from_name: string; handled_at: string | null }[]);
  expect(left).toHaveLength(COUNT - 2);
  expect(left.every((m) => m.handled_at === null)).toBe(true);

  // Retention: the owner's choice is saved and shown again on the next visit.
  const keep = page.getByLabel('Keep handled messages');
  await keep.selectOption({ label: '30 days after handling' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Handled messages are kept for 30 days.');
  await page.reload();
  await expect(page.getByLabel('Keep handled messages')).toHaveValue('30');
  // Back to the default, so other specs see the site as it was.
  await page.getByLabel('Keep handled messages').selectOption({ label: 'Until I delete them' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Handled messages are kept until you delete them.');
});
