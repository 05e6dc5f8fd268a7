import { expect, test, type Page } from './test';
import { expectToast, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { withE2eDb } from './sqlite';
import { jsonLdObjects, ofType, signIn } from './support';
import { createLitter, openHubAndRecordBirth } from './admin-steps';

/**
 * Admin › Litters and the public litter pages (docs/litters.md), short: the owner creates a planned
 * litter with an outside dam and sire, records the birth, puts two puppies in it and reorders
 * them (move buttons: the keyboard way of the drag-and-drop list); on a 390 px phone, from the hub
 * alone, edits the litter's card and a puppy, makes a new puppy in the litter, hides it and deletes
 * it (docs/admin-forms.md, "A litter and its puppies"); the public page shows it; when both puppies
 * are Adopted the litter is under Past litters. In the admin project: it adds a litter entry to
 * /puppies, which the chromium specs' demo counts must not see.
 */

/** Two puppies in no litter, made in the store (the Puppies tab's form is tested elsewhere). */
function insertPuppies(run: string): { id: string; name: string }[] {
  const now = new Date().toISOString();
  const pups = [
    { id: `e2eLitPupA${run}`, name: `Acorn ${run}`, order: 5 },
    { id: `e2eLitPupB${run}`, name: `Birch ${run}`, order: 6 },
  ];
  withE2eDb((db) => {
    const insert = db.prepare(
      `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, is_public, created_at, updated_at)
       VALUES (?, 'puppy', ?, '', ?, 'Available', 2400, 'Female', 'Golden', 1, ?, ?)`,
    );
    for (const p of pups) insert.run(p.id, p.name, p.order, now, now);
  });
  return pups;
}

async function chooseAndAdd(page: Page, name: string, litterName: string) {
  await page.getByLabel('Add a puppy to this litter').selectOption({ label: name });
  await page.getByRole('button', { name: 'Add puppy' }).click();
  await expectToast(page, `${name} is now in ${litterName}`);
}

test('the owner runs a litter from planned to Past litters; the public page follows', async ({ page }) => {
  // One walk through a litter's whole life and its hub's every form: about 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const litterName = `E2E Litter ${run}`;
  const [acorn, birch] = insertPuppies(run);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // New litter: planned, outside dam and sire typed by name.
  await createLitter(page, litterName, async (create) => {
    await create.getByLabel('Dam name').fill(`Dam ${run}`);
    await create.getByLabel('Sire name').fill(`Sire ${run}`);
  });

  // The hub: born, with a birth date.
  const { id, life } = await openHubAndRecordBirth(page, litterName, '2026-10-20');
  await life.getByLabel('Males born', { exact: true }).fill('1');
  await life.getByLabel('Females born', { exact: true }).fill('1');
  await life.getByRole('button', { name: 'Save litter' }).click();
  await expectToast(page, `Litter saved: ${litterName}`);

  // Two puppies join; Birch moves above Acorn (the move buttons save the order at once).
  await chooseAndAdd(page, acorn!.name, litterName);
  await chooseAndAdd(page, birch!.name, litterName);
  const order = page.getByRole('list', { name: `Order of the puppies of ${litterName}` });
  await expect(order.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Move ${birch!.name} up` }).click();
  await expectToast(page, 'New order saved.');
  await expect(order.getByRole('listitem').first()).toContainText(birch!.name);
  const stored = withE2eDb((db) => db.prepare('SELECT id, sort_order, litter_id FROM puppies WHERE id IN (?, ?)').all(acorn!.id, birch!.id), { readonly: true }) as {
    id: string;
    sort_order: number;
    litter_id: string;
  }[];
  const orderOf = (pid: string) => stored.find((r) => r.id === pid)!.sort_order;
  expect(orderOf(birch!.id)).toBeLessThan(orderOf(acorn!.id));
  expect(stored.every((r) => r.litter_id === id)).toBe(true);

  // One place, on a phone: the litter's card, a puppy's own form, a new puppy, Hide and Delete.
  await page.setViewportSize({ width: 390, height: 844 });
  // The order list stays readable there: the status menu and the move buttons take a second line
  // instead of squeezing a puppy's name to a letter per line (a row of about 360 px).
  const firstRow = await order.getByRole('listitem').first().boundingBox();
  expect(firstRow!.height, 'an order row on a 390 px screen').toBeLessThan(180);
  const card = page.getByRole('region', { name: 'Card on the puppies page' });
  await card.locator('summary').click();
  await card.getByLabel('Description').fill(`Born in October ${run}.`);
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, `Entry updated: ${litterName}`);

  const section = page.getByRole('region', { name: 'Puppies', exact: true });
  const acornEditor = section.getByRole('group', { name: `Edit ${acorn!.name}` });
  await section.locator('summary').filter({ hasText: `Edit ${acorn!.name}` }).click();
  await acornEditor.getByLabel('Price (USD)').fill('2650');
  await acornEditor.getByLabel('Color').fill('Cream');
  await acornEditor.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, `Entry updated: ${acorn!.name}`);

  const cedar = `Cedar ${run}`;
  const summary = section.locator('summary').filter({ hasText: 'New puppy in this litter' });
  await summary.click();
  const newPuppy = section.getByRole('group', { name: 'New puppy', exact: true });
  // A new puppy starts with the litter's dam and sire.
  await expect(newPuppy.getByLabel('Dam')).toHaveValue(`Dam ${run}`);
  await newPuppy.getByLabel('Name').fill(cedar);
  await newPuppy.getByLabel('Sex').selectOption('Male');
  // Everything open fits the phone: no sideways scroll, tap targets of 44 px.
  const fit = await page.evaluate(() => ({ over: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
  expect(fit.over, 'the hub scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await newPuppy.getByRole('button', { name: 'Create puppy' }).click();
  await expectToast(page, `${cedar} is now in ${litterName}`);
  await expect(order.getByRole('listitem')).toHaveCount(3);
  const hide = section.getByRole('button', { name: `Hide from site ${cedar}` });
  const del = section.getByRole('button', { name: `Delete ${cedar}` });
  expect((await hide.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Delete stands apart from Hide.
  const [h, d] = [(await hide.boundingBox())!, (await del.boundingBox())!];
  expect(d.x - (h.x + h.width) >= 24 || d.y >= h.y + h.height).toBe(true);
  await hide.click();
  await expectToast(page, `${cedar} is now hidden`);
  await expect(section.getByRole('button', { name: `Show on site ${cedar}` })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await section.getByRole('button', { name: `Delete ${cedar}` }).click();
  await expectToast(page, `Deleted ${cedar}`);
  await expect(order.getByRole('listitem')).toHaveCount(2);
  const saved = withE2eDb(
    (db) => ({
      acorn: db.prepare('SELECT price, color, litter_id FROM puppies WHERE id = ?').get(acorn!.id),
      litter: db.prepare('SELECT description FROM puppies WHERE id = ?').get(id),
      cedar: db.prepare('SELECT COUNT(*) AS n FROM puppies WHERE name = ?').get(cedar),
    }),
    { readonly: true },
  );
  expect(saved).toEqual({ acorn: { price: 2650, color: 'Cream', litter_id: id }, litter: { description: `Born in October ${run}.` }, cedar: { n: 0 } });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The public page: stage, parents, puppies in the new order, breadcrumbs and the ItemList.
  const res = await page.goto(`/litters/${id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: litterName })).toBeVisible();
  await expect(page.getByText(`Dam ${run}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Litters' })).toBeVisible();
  const puppies = page.getByRole('region', { name: 'Puppies', exact: true }).getByRole('heading', { level: 3 });
  await expect(puppies).toHaveText([birch!.name, acorn!.name]);
  const ld = jsonLdObjects(await page.content());
  const list = ofType(ld, 'ItemList')[0] as { itemListElement: { name: string; url: string }[] };
  expect(list.itemListElement.map((i) => i.name)).toEqual([birch!.name, acorn!.name]);
  expect(list.itemListElement[0]!.url).toMatch(new RegExp(`/puppies/${birch!.id}$`));
  expect(ofType(ld, 'BreadcrumbList')).toHaveLength(1);

  // Both puppies go home: the litter moves to Past litters, its puppies kept.
  await page.goto(`/admin/litters/${id}`);
  for (const p of [acorn!, birch!]) {
    const status = page.getByLabel(`Status of ${p.name}`);
    await expect(status).toBeEnabled();
    await status.selectOption('Adopted');
    await expectToast(page, `${p.name} is now Adopted`);
  }
  await page.goto('/litters');
  const past = page.getByRole('region', { name: 'Past litters', exact: true });
  await expect(past.getByRole('link', { name: litterName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current litters', exact: true }).getByRole('link', { name: litterName })).toHaveCount(0);
  await page.goto(`/litters/${id}`);
  await expect(page.getByText('All placed').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Puppies', exact: true }).getByRole('heading', { level: 3 })).toHaveCount(2);
});
