import { expect, test } from './test';
import { expectToast, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { withE2eDb } from './sqlite';
import { addToWaitlist, recordDeposit } from './family-steps';
import { signIn } from './support';
import { insertFamilyApplication, insertLitter, insertLitterPuppies } from './seed-family';

/**
 * Waitlists, picks and the ledger (docs/family-journey.md), short: a hidden litter with two puppies and
 * two families are put in the store; the owner records a deposit, places both families (the second
 * at number 1), moves the first back up with the keyboard way, is refused an out-of-turn pick,
 * records the pick in turn (the puppy becomes Reserved) and sees the balance due. Hidden records only,
 * so the public demo counts other specs assert do not change. (J5's issue-15 flow covers the rest.)
 */

function seed(run: string) {
  const now = new Date().toISOString();
  const litter = { id: `e2eWlLitter${run}`, name: `Waitlist Litter ${run}` };
  const pups = [
    { id: `e2eWlPupA${run}`, name: `Maple ${run}` },
    { id: `e2eWlPupB${run}`, name: `Willow ${run}` },
  ];
  const families = [
    { id: `e2eWlFamA${run}`, name: `Avery Family ${run}`, email: `avery-${run.toLowerCase()}@example.com` },
    { id: `e2eWlFamB${run}`, name: `Blake Family ${run}`, email: `blake-${run.toLowerCase()}@example.com` },
  ];
  withE2eDb((db) => {
    insertLitter(db, now, litter);
    insertLitterPuppies(db, now, litter.id, pups, 91);
    for (const f of families) insertFamilyApplication(db, now, f, { litterId: litter.id, status: 'approved' });
  });
  return { litter, pups, families };
}

test('the owner records a deposit, places families, reorders, and records picks in turn', async ({ page }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const { litter, pups, families } = seed(run);
  const [avery, blake] = families as [(typeof families)[number], (typeof families)[number]];
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // Avery pays a deposit, then joins the litter's waitlist (number 1).
  await page.goto(`/admin/applications/${avery.id}`);
  await expect(page.getByRole('region', { name: 'Ledger' }).getByText('A deposit is required and is non-refundable; full payment is due before the puppy leaves. Puppies are not held without a deposit.')).toBeVisible();
  const ledger = await recordDeposit(page, litter.id);
  await expect(ledger.getByRole('cell', { name: '$500.00', exact: true })).toBeVisible();
  await addToWaitlist(page, litter.id);
  await expectToast(page, `${avery.name} is number 1 on the ${litter.name} waitlist.`);

  // Blake goes in at number 1 by the owner's choice.
  await page.goto(`/admin/applications/${blake.id}`);
  await addToWaitlist(page, litter.id, 1);
  await expectToast(page, `${blake.name} is number 1 on the ${litter.name} waitlist.`);

  // The litter hub: Blake picks next; the owner moves Avery back up with the keyboard way.
  await page.goto(`/admin/litters/${litter.id}`);
  const list = page.getByRole('list', { name: 'Waitlist, in pick order' });
  await expect(list.getByRole('listitem').first()).toContainText(blake.name);
  await expect(list.getByRole('listitem').first()).toContainText('Picks next');
  // The row buttons are disabled until the page's script runs (docs/admin-forms.md); a key press,
  // unlike a click, does not wait for that, and a person waits for the button to look usable.
  const moveUp = page.getByRole('button', { name: `Move ${avery.name} up` });
  await expect(moveUp).toBeEnabled();
  await moveUp.press('Enter');
  await expectToast(page, `${avery.name} moved to number 1.`);
  await expect(list.getByRole('listitem').first()).toContainText(avery.name);
  await expect(list.getByRole('listitem').first()).toContainText('Deposit $500.00');

  // Out of turn: refused with a clear message; then Avery picks Maple, which becomes Reserved.
  await page.getByLabel(`Puppy for ${blake.name}`).selectOption(pups[1]!.id);
  await page.getByRole('button', { name: `Record pick for ${blake.name}` }).click();
  await expectToast(page, 'Picks go in order: number 1 picks first. Record their pick, or mark them "Passed" to skip them.');
  await page.getByLabel(`Puppy for ${avery.name}`).selectOption(pups[0]!.id);
  await page.getByRole('button', { name: `Record pick for ${avery.name}` }).click();
  await expectToast(page, `${avery.name} picked ${pups[0]!.name}. ${pups[0]!.name} is now Reserved.`);
  await expect(list.getByRole('listitem').first()).toContainText(`Picked: ${pups[0]!.name}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Picks next');
  const status = withE2eDb((db) => db.prepare('SELECT status FROM puppies WHERE id = ?').get(pups[0]!.id), { readonly: true }) as { status: string };
  expect(status.status).toBe('Reserved');

  // The balance due before go-home: $3,000.00 − $500.00.
  await page.goto(`/admin/applications/${avery.id}`);
  await expect(page.getByRole('region', { name: 'Ledger' }).getByText('$2,500.00')).toBeVisible();
});
