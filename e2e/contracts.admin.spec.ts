import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { expect, test } from './test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { insertFamilyApplication, insertLitter, insertWaitlistPlace } from './seed-family';
import { withE2eDb } from './sqlite';
import { signIn } from './support';
import { pdfText } from '../test/pdf-text';

/**
 * Signed contracts (docs/contracts.md), in one pass: a hidden litter with a family on its waitlist
 * (and a stranger with a status link of their own) is put in the store. The owner issues the
 * contract on the family hub; the family signs it from its status link with JavaScript off (the
 * sign form is a real form); the owner countersigns; the family downloads the PDF, whose text holds
 * both typed names and the document's SHA-256. The stranger's link shows and downloads nothing of it.
 */

function seed(run: string, token: string, strangerToken: string) {
  const now = new Date().toISOString();
  const litter = { id: `e2eCtLitter${run}`, name: `Contract Litter ${run}` };
  const family = { id: `e2eCtFam${run}`, name: `Contract Family ${run}`, email: `contract-${run.toLowerCase()}@example.com` };
  const stranger = { id: `e2eCtStr${run}`, name: `Stranger Family ${run}`, email: `stranger-${run.toLowerCase()}@example.com` };
  withE2eDb((db) => {
    insertLitter(db, now, litter);
    insertFamilyApplication(db, now, family, { litterId: litter.id, status: 'waitlisted', token });
    insertFamilyApplication(db, now, stranger, { litterId: litter.id, status: 'waitlisted', token: strangerToken });
    insertWaitlistPlace(db, now, { litterId: litter.id, applicationId: family.id, position: 1 });
  });
  return { litter, family, stranger };
}

function cleanup(ids: { litter: string; family: string; stranger: string }) {
  withE2eDb((db) => {
    db.prepare('DELETE FROM contracts WHERE application_id IN (?, ?)').run(ids.family, ids.stranger);
    db.prepare('DELETE FROM waitlist_entries WHERE litter_id = ?').run(ids.litter);
    db.prepare('DELETE FROM applications WHERE id IN (?, ?)').run(ids.family, ids.stranger);
    db.prepare('DELETE FROM puppies WHERE id = ?').run(ids.litter);
  });
}

test('the owner issues a contract, the family signs it from its status link without JavaScript, the owner countersigns, the PDF holds both names and the hash; a stranger sees nothing', async ({ page, browser }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const token = randomBytes(32).toString('base64url');
  const strangerToken = randomBytes(32).toString('base64url');
  const { litter, family, stranger } = seed(run, token, strangerToken);
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  try {
    // The owner issues it from the default template.
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/applications/${family.id}`);
    const admin = page.getByRole('region', { name: 'Contract' });
    await expect(admin).toContainText('No contract issued yet.');
    const issue = admin.getByRole('button', { name: 'Issue the contract' });
    await expect(issue).toBeEnabled();
    await expect(admin.getByLabel('For', { exact: true })).toHaveValue(`litter:${litter.id}`);
    await admin.getByLabel('Price (US dollars)').fill('3,000');
    await admin.getByLabel('Deposit (US dollars)').fill('500');
    await issue.click();
    await expect(admin.getByTestId('contract-state')).toHaveText('Issued, waiting for the family’s signature');
    const stored = withE2eDb((db) => db.prepare('SELECT id, sha256 FROM contracts WHERE application_id = ?').get(family.id) as { id: string; sha256: string }, { readonly: true });
    await expect(admin).toContainText(stored.sha256);

    // The family reads and signs it with JavaScript off: a missing consent is answered, then it signs.
    const fp = await noJs.newPage();
    await fp.goto(`/status/${token}`);
    const mine = fp.getByRole('region', { name: 'Your contract' });
    await expect(mine).toContainText(`Made on`);
    await expect(mine).toContainText(`${family.name} of Albion, NY`);
    // Its Markdown drawn as the PDF draws it: a list item and a heading, no "-" or "##" marks.
    const contractBox = mine.getByRole('region', { name: /, version 1, text$/ });
    await expect(contractBox.getByRole('listitem').filter({ hasText: 'Balance: $2,500.00' })).toHaveText('Balance: $2,500.00');
    await expect(contractBox.getByText('2. Price, deposit and balance', { exact: true })).toBeVisible();
    await expect(contractBox).not.toContainText('## ');
    await expect(mine).toContainText(stored.sha256);
    await mine.getByLabel('Your full legal name').fill(`Jane Q. Tester ${run}`);
    await mine.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(fp.getByRole('region', { name: 'Your contract' }).getByText('Please tick “I agree to sign electronically”.')).toBeVisible();
    const again = fp.getByRole('region', { name: 'Your contract' });
    await expect(again.getByLabel('Your full legal name')).toHaveValue(`Jane Q. Tester ${run}`);
    await again.getByLabel('I agree to sign electronically').check();
    await again.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(fp.getByRole('region', { name: 'Your contract' })).toContainText(`Signed by Jane Q. Tester ${run} on`);
    await expect(fp.getByRole('region', { name: 'Your contract' }).getByRole('button', { name: 'Sign the contract' })).toHaveCount(0);
    expect(fp.url()).not.toContain('Tester');

    // A stranger's link: no contract on their page, and this family's PDF is a 404.
    const sp = await noJs.newPage();
    await sp.goto(`/status/${strangerToken}`);
    await expect(sp.getByRole('heading', { level: 1, name: stranger.name })).toBeVisible();
    await expect(sp.getByRole('region', { name: 'Your contract' })).toHaveCount(0);
    expect((await sp.request.get(`/api/status/${strangerToken}/contract/${stored.id}`)).status()).toBe(404);
    expect((await sp.request.get(`/api/contracts/${stored.id}/pdf`)).status()).toBe(404);

    // The owner countersigns.
    await page.reload();
    await expect(admin.getByTestId('contract-state')).toHaveText('Signed by the family, waiting for the countersignature');
    const countersign = admin.getByRole('button', { name: 'Countersign' });
    await expect(countersign).toBeEnabled();
    await admin.getByLabel('Your full legal name').fill(`Owner Person ${run}`);
    await admin.getByLabel('I agree to sign electronically').check();
    await countersign.click();
    await expect(admin.getByTestId('contract-state')).toHaveText('Signed by both');

    // The family downloads the signed PDF: both typed names and the hash, read back from the pages.
    await fp.reload();
    const [download] = await Promise.all([fp.waitForEvent('download'), fp.getByRole('link', { name: 'Download the signed contract (PDF)' }).click()]);
    const text = pdfText(new Uint8Array(await fs.readFile((await download.path())!))).replace(/\n/g, ' ');
    expect(text).toContain(`Name typed as signature: Jane Q. Tester ${run}`);
    expect(text).toContain(`Name typed as signature: Owner Person ${run}`);
    expect(text).toContain(stored.sha256);
  } finally {
    await noJs.close();
    cleanup({ litter: litter.id, family: family.id, stranger: stranger.id });
  }
});
