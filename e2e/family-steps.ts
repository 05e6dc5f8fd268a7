import type { Locator, Page } from '@playwright/test';
import { expectToast } from './auth-support';

/**
 * What the owner does on an application's admin page (Admin › Applications › one family) in the
 * family specs, as a person does it: the same fields, labels and buttons.
 */

/** Records a $500 deposit by Zelle for `litterId` in the page's Ledger; returns the Ledger. */
export async function recordDeposit(page: Page, litterId: string): Promise<Locator> {
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const record = ledger.getByRole('form', { name: 'Record a deposit or payment' });
  await record.getByLabel('Amount (US dollars)').fill('500');
  await record.getByLabel('Method').selectOption('zelle');
  await record.getByLabel('Litter').selectOption(litterId);
  await record.getByRole('button', { name: 'Record' }).click();
  await expectToast(page, 'Deposit of $500.00 saved.');
  return ledger;
}

/** Puts the family on `litterId`'s waitlist: at the place its deposit gives it, or at `position`. */
export async function addToWaitlist(page: Page, litterId: string, position?: number): Promise<void> {
  const placement = page.getByRole('form', { name: 'Add to a litter’s waitlist' });
  await placement.getByLabel('Litter').selectOption(litterId);
  if (position !== undefined) await placement.getByLabel('Position').fill(String(position));
  await placement.getByRole('button', { name: 'Add to waitlist' }).click();
}
