import { expect, test, type Page } from './test';
import { acceptNextConfirm, expectToast, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { jsonLdObjects, ofType, signIn } from './support';

/**
 * Parents (docs/litters.md), in the `admin` project (it adds parents for a moment): the owner creates a dam
 * with a clearance and a visitor sees it on /parents/[id]; a sire offered as a stud (one record with
 * his stud facet, docs/dogs.md: Admin › Studs lists him) shows visitors only what /studs shows them,
 * and none of his details are in the anonymous HTML.
 */

async function createParent(page: Page, fields: { name: string; sex: 'Dam' | 'Sire'; studFee?: string; registration: string; bio: string; clearance: [string, string, string, string] }): Promise<string> {
  await page.goto('/admin/parents/new');
  const form = page.getByRole('form', { name: 'New parent' });
  const submit = form.getByRole('button', { name: 'Create parent' });
  await expect(submit).toBeEnabled();
  await form.getByLabel('Name', { exact: true }).fill(fields.name);
  await form.getByLabel('Dam or sire').selectOption({ label: fields.sex });
  if (fields.studFee) {
    await form.getByLabel('Offered as a stud').check();
    await form.getByLabel('Stud fee').fill(fields.studFee);
  }
  await form.getByLabel('Registration').fill(fields.registration);
  await form.getByLabel('About').fill(fields.bio);
  const [test, result, date, url] = fields.clearance;
  await form.getByLabel('Test (Clearance 1)').fill(test);
  await form.getByLabel('Result (Clearance 1)').fill(result);
  await form.getByLabel('Date (Clearance 1)').fill(date);
  await form.getByLabel('Registry link (Clearance 1)').fill(url);
  await submit.click();
  await expectToast(page, `Parent created: ${fields.name}`);
  // The new parent's hub (not /admin/parents/new, where the form was).
  await expect(page).toHaveURL(/\/admin\/parents\/(?!new$)[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: fields.name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('the owner creates a dam with a clearance, a visitor sees it; a stud-parent shows visitors only the stud view', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const id = uniqueId();
  const dam = `E2E Dam ${id}`;
  const sire = `E2E Sire ${id}`;
  const secret = { registration: `SECRET-REG-${id}`, bio: `Secret bio ${id}`, result: `SECRET-RESULT-${id}`, fee: `$${id.replace(/\D/g, '').slice(0, 6) || '7'}77` };

  const damId = await createParent(page, {
    name: dam,
    sex: 'Dam',
    registration: `AKC SR-${id}`,
    bio: 'Gentle and patient.',
    clearance: ['Hips', 'OFA Good', '2024-03-01', 'https://ofa.org/advanced-search?q=e2e'],
  });
  const sireId = await createParent(page, { name: sire, sex: 'Sire', studFee: secret.fee, registration: secret.registration, bio: secret.bio, clearance: ['Heart', secret.result, '', ''] });
  // The same dog is one of the studs, with his fee.
  await page.goto('/admin/studs');
  await expect(page.getByRole('row', { name: new RegExp(sire) })).toContainText(secret.fee);

  // A visitor (a fresh context: no session).
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  try {
    await v.goto(`/parents/${damId}`);
    await expect(v.getByRole('heading', { level: 1, name: dam })).toBeVisible();
    const clearances = v.getByRole('table', { name: `Health clearances of ${dam}` });
    const row = clearances.getByRole('row', { name: /Hips/ });
    await expect(row.getByRole('cell', { name: 'OFA Good' })).toBeVisible();
    await expect(row.getByRole('link', { name: /View record/ })).toHaveAttribute('href', 'https://ofa.org/advanced-search?q=e2e');
    await expect(v.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Parents' })).toHaveAttribute('href', '/parents');
    const crumbs = ofType(jsonLdObjects(await v.content()), 'BreadcrumbList');
    expect(crumbs).toHaveLength(1);

    // The stud-parent: name, blurred preview and "Login to view details"; none of his details anywhere in the payload.
    await v.goto(`/parents/${sireId}`);
    await expect(v.getByRole('heading', { level: 1, name: sire })).toBeVisible();
    await expect(v.getByRole('link', { name: 'Login to view details' })).toBeVisible();
    for (const path of [`/parents/${sireId}`, '/parents']) {
      const html = await (await v.request.get(path)).text();
      expect(html, path).toContain(sire);
      for (const value of [...Object.values(secret), 'AKC SR 9043 1207']) expect(html, `${path} leaks ${value}`).not.toContain(value);
    }
    // The list shows the dam's card and the stud view of the sire.
    await v.goto('/parents');
    await expect(v.getByRole('link', { name: dam })).toHaveAttribute('href', `/parents/${damId}`);
  } finally {
    await visitor.close();
  }

  // The owner deletes both (the product's confirmation); their pages are gone.
  for (const [pid, name] of [
    [damId, dam],
    [sireId, sire],
  ] as const) {
    await page.goto(`/admin/parents/${pid}`);
    const del = page.getByRole('button', { name: `Delete ${name}` });
    const confirm = acceptNextConfirm(page);
    await del.click();
    expect(await confirm).toBe(`Delete ${name}?`);
    await expectToast(page, `Deleted ${name}`);
    await expect(page).toHaveURL(/\/admin\/parents$/);
  }
  expect((await page.request.get(`/parents/${damId}`)).status()).toBe(404);
});
