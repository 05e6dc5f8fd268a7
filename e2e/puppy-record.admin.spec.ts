import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { withE2eDb } from './sqlite';
import { insertFamilyApplication } from './seed-family';
import { signIn } from './support';
import { pdfText } from '../test/pdf-text';
import { DEFAULT_TIME_ZONE, todayIn } from '../lib/domain/format';
import { addDays } from '../lib/domain/health';

/**
 * The puppy's record (docs/puppy-record.md) on a phone: a hidden litter born 14 days ago with three
 * puppies and two families who each picked one is put in the store (the first puppy with a
 * microchip and a vaccine). The owner logs three days of weights with the keyboard only, sees the
 * chart with every puppy and the average and the light puppy flagged, the schedule's due dates and
 * the Dashboard's "Due today"; the family opens its status link and sees its puppy's chart and next
 * due dates and downloads the packet (microchip and vaccine line read back from the PDF); a
 * stranger and the other family get 404. Hidden records only.
 */

/**
 * The kennel's day, `offset` days from today: in the breeder's time zone (the e2e site keeps the
 * default, America/New_York; lib/server/clock.ts), not this machine's. From midnight UTC to 5 am
 * UTC the two differ by a day, and "due today" would be tomorrow.
 */
function localDay(offset: number): { iso: string; typed: string } {
  const iso = addDays(todayIn(DEFAULT_TIME_ZONE), offset);
  const [y, m, day] = iso.split('-');
  return { iso, typed: `${m}${day}${y}` };
}

function seed(run: string, tokens: [string, string]) {
  const now = new Date().toISOString();
  const litter = { id: `e2eRecLitter${run}`, name: `Record Litter ${run}` };
  const pups = ['Aspen', 'Bramble', 'Cinder'].map((n, i) => ({ id: `e2eRec${n}${run}`, name: `${n} ${run}`, order: i + 1 }));
  const families = ['Oak', 'Pine'].map((n, i) => ({ id: `e2eRec${n}${run}`, name: `${n} Family ${run}`, email: `${n.toLowerCase()}-rec-${run.toLowerCase()}@example.com`, puppy: pups[i]!, token: tokens[i]! }));
  const birth = localDay(-14).iso;
  withE2eDb((db) => {
    db.prepare(
      `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, is_public, created_at, updated_at, litter_life)
       VALUES (?, 'litter', ?, '', 95, 'Available', NULL, NULL, 'Golden', 0, ?, ?, ?)`,
    ).run(litter.id, litter.name, now, now, JSON.stringify({ stage: 'born', damParentId: null, sireParentId: null, birthDate: birth, goHomeDate: null, males: 2, females: 1, available: null, priceMin: null, priceMax: null, deposit: null, goHomeNotes: '' }));
    const pup = db.prepare(
      `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, dob, is_public, created_at, updated_at, litter_id)
       VALUES (?, 'puppy', ?, '', ?, 'Reserved', 3000, 'Male', 'Golden', ?, 0, ?, ?, ?)`,
    );
    for (const p of pups) pup.run(p.id, p.name, p.order, birth, now, now, litter.id);
    const entry = db.prepare(
      `INSERT INTO waitlist_entries (id, litter_id, application_id, position, deposit_date, passed, puppy_id, picked_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, 0, ?, ?, ?, ?)`,
    );
    for (const [i, f] of families.entries()) {
      insertFamilyApplication(db, now, f, { litterId: litter.id, status: 'approved', token: f.token });
      entry.run(`${litter.id}.${f.id}`, litter.id, f.id, i + 1, f.puppy.id, now, now, now);
    }
    db.prepare('INSERT INTO puppy_identity (puppy_id, data, updated_at) VALUES (?, ?, ?)').run(
      pups[0]!.id,
      JSON.stringify({ microchip: `98511200${run.replace(/\D/g, '').padEnd(7, '7').slice(0, 7)}`, registrationBody: 'AKC', registrationNumber: 'SR-55', registrationStatus: 'applied', collarColor: 'Blue', goHomeDate: null, goHomeGrams: null, checklist: ['chip'] }),
      now,
    );
    db.prepare(
      `INSERT INTO puppy_health (id, puppy_id, litter_id, kind, what, product, lot, date, given_by, note, created_at) VALUES (?, ?, ?, 'vaccine', 'DHPP', 'Nobivac Puppy DP', ?, ?, 'Dr. Hale', '', ?)`,
    ).run(`e2eRecVac${run}`, pups[0]!.id, litter.id, `LOT${run}`, localDay(-1).iso, now);
  });
  const microchip = withE2eDb((db) => (JSON.parse((db.prepare('SELECT data FROM puppy_identity WHERE puppy_id = ?').get(pups[0]!.id) as { data: string }).data) as { microchip: string }).microchip, { readonly: true });
  return { litter, pups, families, microchip };
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the owner logs a litter’s weights by keyboard; chart, flags, due dates; the family’s record and packet; others 404', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const tokens: [string, string] = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
  const { litter, pups, families, microchip } = seed(run, tokens);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/litters/${litter.id}`);
  const weights = page.getByRole('form', { name: 'Log weights' });
  await expect(weights).toBeVisible();

  // Three weigh-ins: Cinder gains least and loses on the last day.
  const days: [number, number[]][] = [
    [-2, [400, 410, 380]],
    [-1, [440, 450, 390]],
    [0, [480, 495, 385]],
  ];
  for (const [offset, grams] of days) {
    const at = weights.getByLabel('Weighed at');
    await at.focus();
    // Month, day and year segments of the date, typed; the time keeps its value.
    await page.keyboard.type(localDay(offset).typed);
    // Tab through the rest of the date-time field to the first puppy's weight.
    const first = weights.getByLabel(`${pups[0]!.name} (Blue) (grams)`);
    for (let i = 0; i < 6 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    for (const [i, g] of grams.entries()) {
      await page.keyboard.type(String(g));
      if (i < grams.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(weights.getByRole('status')).toHaveText('Saved 3 weights.');
    await expect(weights.getByText(`Last: ${grams[0]} g at ${localDay(offset).iso}`)).toBeVisible();
  }

  // The flag: Cinder lost weight and sits 15 % under the average of the day.
  const flagged = page.getByRole('list', { name: 'Flagged puppies' });
  await expect(flagged.getByRole('listitem')).toHaveCount(1);
  await expect(flagged).toContainText(pups[2]!.name);
  await expect(flagged).toContainText('Lost weight since the last entry');
  await expect(flagged).toContainText('15 % under the litter average');

  // The chart: every puppy's line and the average, named; the table beside it.
  const chart = page.getByRole('img', { name: `Growth of ${litter.name}` });
  await expect(chart).toBeVisible();
  for (const p of pups) await expect(chart).toContainText(p.name);
  await expect(chart).toContainText('Litter average');
  const table = page.getByRole('table', { name: `Growth of ${litter.name}` });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: new RegExp(localDay(0).iso) })).toContainText('453 g');

  // The schedule: deworming 1 at 14 days is due today.
  const health = page.getByRole('region', { name: 'Health schedule' });
  await expect(health.getByRole('row', { name: /Deworming: Deworming 1/ })).toContainText('Due');
  await page.goto('/admin');
  const due = page.getByRole('list', { name: 'Treatments due or overdue' });
  for (const p of pups) await expect(due.getByRole('listitem').filter({ hasText: `${p.name} (${litter.name}), Deworming: Deworming 1` })).toHaveCount(1);

  // The family's status link: its puppy's chart against the average, next due dates, the packet.
  const family = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const fp = await family.newPage();
  await fp.goto(`/status/${tokens[0]}`);
  const record = fp.getByRole('region', { name: `${pups[0]!.name}’s record` });
  await expect(record.getByRole('img', { name: `Growth of ${pups[0]!.name}` })).toContainText('Litter average');
  await expect(record.getByRole('img', { name: `Growth of ${pups[0]!.name}` })).not.toContainText(pups[1]!.name);
  await expect(record.getByRole('list', { name: `Next due for ${pups[0]!.name}` })).toContainText('Deworming: Deworming 1');
  await expect(record).toContainText(microchip);
  await expect(fp.getByRole('main')).not.toContainText(pups[1]!.name);
  const [download] = await Promise.all([fp.waitForEvent('download'), record.getByRole('link', { name: `Download ${pups[0]!.name}’s go-home packet (PDF)` }).click()]);
  const bytes = new Uint8Array(await (await import('node:fs')).promises.readFile((await download.path())!));
  expect(bytes.byteLength).toBeLessThan(1_000_000);
  const text = pdfText(bytes).replace(/\n/g, ' ');
  expect(text).toContain(`Microchip: ${microchip}`);
  expect(text).toContain(`Vaccination: DHPP, Nobivac Puppy DP, lot LOT${run}, given by Dr. Hale`);
  expect(text).toContain('Deworming: Deworming 1');

  // A stranger, and the other family, get 404 for this puppy's packet.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/puppy-record/${pups[0]!.id}/packet`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/status/${tokens[1]}/packet/${pups[0]!.id}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/status/${randomBytes(32).toString('base64url')}/packet/${pups[0]!.id}`)).status()).toBe(404);
  // The other family gets its own.
  expect((await stranger.request.get(`/api/status/${tokens[1]}/packet/${families[1]!.puppy.id}`)).status()).toBe(200);
  await stranger.close();
  await family.close();
});
