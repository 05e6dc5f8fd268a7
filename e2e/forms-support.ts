import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { withE2eDb } from './sqlite';

/**
 * Helpers of the form specs that act as soon as a page shows (e2e/forms-first-paint.spec.ts) and
 * with scripts off (e2e/forms-no-js.spec.ts). Nothing here waits for React.
 */

/** Each test is its own visitor behind the one trusted proxy (see e2e/contact.spec.ts). */
export async function ownVisitor(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

/** Every request the page makes from now on (documents, actions, scripts). */
export function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/**
 * Nothing a person typed is in an address: not in the page's URL, not in any request's URL
 * (checked raw and URL-encoded, since a GET form encodes `@` and spaces).
 */
export function expectNoTypedTextInUrls(page: Page, requests: Request[], typed: string[]): void {
  const urls = [page.url(), ...requests.map((r) => r.url())];
  for (const value of typed.filter((v) => v.length >= 4)) {
    const forms = [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+')];
    for (const url of urls) {
      for (const f of forms) expect(url.includes(f), `"${value}" in ${url}`).toBe(false);
    }
  }
  // A form that fell back to GET would also show its field names in the query.
  for (const url of urls) expect(new URL(url).searchParams.has('message') && new URL(url).searchParams.has('email'), url).toBe(false);
}

/** The footer's "Let's Connect" form, or /contact's. */
export function contactForm(page: Page, where: 'footer' | 'page'): Locator {
  return where === 'footer'
    ? page.getByRole('contentinfo').getByRole('form', { name: "Let's Connect" })
    : page.getByRole('main').getByRole('form', { name: 'Send us a message' });
}

export async function fillContact(form: Locator, v: { name: string; email: string; phone?: string; message: string }): Promise<void> {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  if (v.phone !== undefined) await form.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill(v.phone);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(v.message);
}

export const CONTACT_THANKS = 'Thank you! Your message is on its way. We usually reply within a day.';

/** Contact messages in the e2e server's outbox from this sender name. */
export function storedContacts(fromName: string): { body: string; reply_email: string }[] {
  return withE2eDb((db) => db.prepare("SELECT body, reply_email FROM outbox WHERE kind = 'contact' AND from_name = ?").all(fromName) as { body: string; reply_email: string }[], {
    readonly: true,
  });
}

/** Applications stored for this email. */
export function storedApplications(email: string): number {
  return withE2eDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM applications WHERE email = ?').get(email) as { n: number }).n, { readonly: true });
}

/** Subscribers stored for this email (pending or confirmed). */
export function storedSubscribers(email: string): number {
  return withE2eDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM subscribers WHERE email = ?').get(email) as { n: number }).n, { readonly: true });
}

/** The answers /apply requires, filled the way a person would. */
export async function fillApplication(page: Page, v: { name: string; email: string }): Promise<string[]> {
  const main = page.getByRole('main');
  const typed = [v.name, v.email, '585-555-0142', 'Rochester', 'Two adults and a 9-year-old.', 'Someone is home most days.', 'We had a golden for 13 years.', 'Albion Animal Hospital'];
  await main.getByLabel('Your name').fill(v.name);
  await main.getByLabel('Email', { exact: true }).fill(v.email);
  await main.getByLabel('Phone').fill(typed[2]!);
  await main.getByLabel('City or town').fill(typed[3]!);
  await main.getByLabel('State', { exact: true }).fill('NY');
  await main.getByLabel('Who lives in your home?').fill(typed[4]!);
  await main.getByLabel('Kind of home').selectOption('house');
  await main.getByLabel('Yard', { exact: true }).selectOption('fenced');
  await main.getByLabel('We own our home').check();
  await main.getByLabel('How would a puppy spend its day?').fill(typed[5]!);
  await main.getByLabel('Your experience with dogs').fill(typed[6]!);
  await main.getByLabel('Your veterinarian').fill(typed[7]!);
  await main.getByLabel('When would you like a puppy?').selectOption('flexible');
  await main.getByLabel('How did you hear about us?').selectOption('friend');
  await main.getByLabel('I have read and agree to the deposit terms (the deposit is non-refundable).').check();
  await main.getByLabel('I have read and agree to the health guarantee terms.').check();
  return typed;
}
