import { expect, test, type Browser, type Page } from './test';
import { expectToast, fixtureImage, registerElsewhere, removeFixtureImages, uniqueEmail, uniqueId } from './auth-support';
import { confirmAddress } from './verify-support';
import { E2E_ADMIN, E2E_ORIGIN } from './env';
import { withE2eDb } from './sqlite';
import { signIn } from './support';
import { createLitter, openHubAndRecordBirth, uploadEntryPhotos } from './admin-steps';

/**
 * The litter program end to end (docs/litters.md's test), in the `admin` project (it adds a litter and
 * puppies, which the chromium specs' demo counts must not see; e2e/puppies.spec.ts keeps checking
 * every docs/product.md rule of /puppies there). The owner creates a planned litter with a dam and a stud
 * (parent records), it is born, two puppies join with three photos each (one set reordered) and
 * are reordered; on a phone-sized screen the owner posts a public update with a photo and a
 * families-only one; a visitor sees the public post and not the private one (neither on the page
 * nor in its HTML or RSC payload); a linked family sees both; when every puppy is Adopted the
 * litter is under Past litters.
 */
test.afterAll(() => removeFixtureImages());

/** A dam and a sire that is one of the demo studs, and two puppies in no litter, made in the store. */
function insertParentsAndPuppies(run: string) {
  const now = new Date().toISOString();
  const dam = { id: `e2eDam${run}`, name: `Maple ${run}` };
  const sire = { id: `e2eSire${run}`, name: `Duke ${run}` };
  const pups = [
    { id: `e2eProgA${run}`, name: `Clover ${run}`, order: 5 },
    { id: `e2eProgB${run}`, name: `Fern ${run}`, order: 6 },
  ];
  withE2eDb((db) => {
    // The sire is offered as a stud (docs/dogs.md), not listed on /studs (unavailable).
    const parent = db.prepare(
      `INSERT INTO parents (id, name, sex, registration, dob, color, image_url, bio, is_public, retired, stud_offered, clearances, created_at, updated_at)
       VALUES (?, ?, ?, '', NULL, 'Golden', NULL, '', 1, 0, ?, '[]', ?, ?)`,
    );
    parent.run(dam.id, dam.name, 'dam', 0, now, now);
    parent.run(sire.id, sire.name, 'sire', 1, now, now);
    const puppy = db.prepare(
      `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, is_public, created_at, updated_at)
       VALUES (?, 'puppy', ?, '', ?, 'Available', 2400, 'Female', 'Golden', 1, ?, ?)`,
    );
    for (const p of pups) puppy.run(p.id, p.name, p.order, now, now);
  });
  return { dam, sire, pups };
}

async function addThreePhotos(page: Page, puppyId: string, tag: string, reorder: boolean) {
  const files = await Promise.all([1, 2, 3].map((n) => fixtureImage(`lp-${tag}-${n}.png`, { width: 480, height: 360 })));
  const { order } = await uploadEntryPhotos(page, puppyId, files, /lp-[\w]+-(\d)/);
  if (!reorder) return;
  await expect.poll(order).toEqual(['1', '2', '3']);
  await page.getByRole('button', { name: /^Move later\s*: Photo 1$/ }).click();
  await expect.poll(order).toEqual(['2', '1', '3']);
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  return { context, page: await context.newPage() };
}

test('planned litter → born → puppies with photos → public and families-only journal → Past litters', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const litterName = `Program ${run}`;
  const publicText = `Day 3 ${run}: eyes open, everyone nursing well.`;
  const privateText = `Families ${run}: pick order is Pat first, then Sam.`;
  const { dam, sire, pups } = insertParentsAndPuppies(run);
  const familyEmail = uniqueEmail('family');
  await registerElsewhere(browser, familyEmail, 'family-password-123');
  // Only a family that confirmed its address reads families-only posts (docs/security.md).
  await confirmAddress(browser, familyEmail, 'family-password-123');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // A planned litter with the dam and the stud-sire chosen from the parent records.
  await createLitter(page, litterName, async (create) => {
    await create.getByLabel('Stage').selectOption({ label: 'Planned' });
    await create.getByLabel('Dam', { exact: true }).selectOption({ label: dam.name });
    await create.getByLabel('Sire', { exact: true }).selectOption({ label: sire.name });
  });

  // Born.
  const { id: litterId, life } = await openHubAndRecordBirth(page, litterName, '2026-10-20');
  await life.getByRole('button', { name: 'Save litter' }).click();
  await expectToast(page, `Litter saved: ${litterName}`);

  // Two puppies join and are reordered (Fern above Clover).
  for (const p of pups) {
    await page.getByLabel('Add a puppy to this litter').selectOption({ label: p.name });
    await page.getByRole('button', { name: 'Add puppy' }).click();
    await expectToast(page, `${p.name} is now in ${litterName}`);
  }
  await page.getByRole('button', { name: `Move ${pups[1]!.name} up` }).click();
  await expectToast(page, 'New order saved.');

  // Three photos each; the first puppy's photos are reordered.
  await addThreePhotos(page, pups[0]!.id, `a${run}`, true);
  await addThreePhotos(page, pups[1]!.id, `b${run}`, false);

  // On a phone-sized screen: a public update with a photo, then a families-only one, and a family linked.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/litters/${litterId}`);
  const journal = page.getByRole('region', { name: 'Journal', exact: true });
  const post = journal.getByRole('button', { name: 'Post update' });
  await expect(post).toBeEnabled();
  expect(await journal.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await journal.getByLabel('Add photos').setInputFiles(await fixtureImage(`lp-post-${run}.png`, { width: 640, height: 480 }));
  await expect(journal.getByRole('button', { name: 'Remove photo 1' })).toBeVisible({ timeout: 15_000 });
  await journal.getByLabel('What’s new').fill(publicText);
  await post.click();
  await expectToast(page, 'Update posted.');
  await expect(journal.getByText(publicText)).toBeVisible();
  await journal.getByLabel('What’s new').fill(privateText);
  await journal.getByRole('radio', { name: /^Reserved families only/ }).check();
  await journal.getByRole('button', { name: 'Post update' }).click();
  await expectToast(page, 'Update posted.');
  await expect(journal.getByText(privateText)).toBeVisible();
  const families = page.getByRole('region', { name: 'Reserved families' });
  await families.getByLabel('Family’s email').fill(familyEmail);
  await families.getByLabel('Puppy (optional)').selectOption({ label: pups[0]!.name });
  await families.getByRole('button', { name: 'Link family' }).click();
  await expectToast(page, `${familyEmail} can now read this litter’s family updates.`);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A visitor: the public post with its photo; nothing of the families-only one, on the page or in its payloads.
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`/litters/${litterId}`);
  const publicJournal = visitor.page.getByRole('region', { name: 'Litter journal' });
  await expect(publicJournal.getByText(publicText)).toBeVisible();
  await expect(publicJournal.getByRole('img', { name: /^Photo from/ })).toHaveCount(1);
  await expect(publicJournal.getByText('Reserved families: sign in to see the updates just for you.')).toBeVisible();
  await expect(visitor.page.getByText(privateText)).toHaveCount(0);
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const body = await (await visitor.context.request.get(`/litters/${litterId}`, { headers })).text();
    expect(body).toContain(publicText);
    expect(body).not.toContain(privateText);
  }
  expect((await visitor.context.request.get(`/api/litters/${litterId}/journal`)).status()).toBe(401);
  await visitor.context.close();

  // The linked family, signed in: both posts.
  const family = await newVisitor(browser);
  await signIn(family.page, familyEmail, 'family-password-123');
  await family.page.goto(`/litters/${litterId}`);
  await expect(family.page.getByText(publicText)).toBeVisible();
  await expect(family.page.getByRole('heading', { name: 'For reserved families' })).toBeVisible();
  await expect(family.page.getByText(privateText)).toBeVisible();
  await family.context.close();

  // Every puppy Adopted: the litter is a past litter, its puppies kept.
  await page.goto(`/admin/litters/${litterId}`);
  for (const p of pups) {
    const status = page.getByLabel(`Status of ${p.name}`);
    await expect(status).toBeEnabled();
    await status.selectOption('Adopted');
    await expectToast(page, `${p.name} is now Adopted`);
  }
  await page.goto('/litters');
  await expect(page.getByRole('region', { name: 'Past litters' }).getByRole('link', { name: litterName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current litters' }).getByRole('link', { name: litterName })).toHaveCount(0);
});
