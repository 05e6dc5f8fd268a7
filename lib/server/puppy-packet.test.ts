import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';
import { pdfText } from '@/test/pdf-text';

const tmp = useTempDataDir('breeder-packet-');
const { getBackend } = await import('@/lib/backend');
const { newStatusToken, hashStatusToken } = await import('./applications');
const { sessionPacketResponse, statusPacketResponse, buildPacket } = await import('./puppy-packet');
const { calendarFeedResponse, dueAcrossLitters, familyPuppyRecords, getPublicLitterChart, newCalendarToken } = await import('./puppy-record');

let puppyId = '';
let litterId = '';
let otherPuppyId = '';
let token = '';
let otherToken = '';
let familyUser = { id: '', email: 'fam@example.com', role: 'user' as const };
let strangerUser = { id: '', email: 'stranger@example.com', role: 'user' as const };
let adminUser = { id: '', email: 'owner@example.com', role: 'admin' as const };

beforeAll(async () => {
  const b = await getBackend();
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Spring litter' }) });
  await b.litters.update({ id: litter.id, input: { ...(await b.litters.get({ id: litter.id }))!.life, stage: 'born', birthDate: '2026-01-01' } });
  const a = await b.puppies.create({ input: puppyInput({ name: 'Maple', sex: 'Female', price: 3000 }) });
  const c = await b.puppies.create({ input: puppyInput({ name: 'Birch', sex: 'Male' }) });
  await b.litters.assign({ puppyId: a.id, litterId: litter.id });
  await b.litters.assign({ puppyId: c.id, litterId: litter.id });
  puppyId = a.id;
  litterId = litter.id;
  otherPuppyId = c.id;
  await b.records.addWeights({ entries: [{ puppyId: a.id, litterId: litter.id, grams: 450, at: '2026-01-01T08:00' }, { puppyId: c.id, litterId: litter.id, grams: 470, at: '2026-01-01T08:00' }, { puppyId: a.id, litterId: litter.id, grams: 900, at: '2026-01-08T08:00' }] });
  await b.records.addHealth({ input: { puppyId: a.id, litterId: litter.id, kind: 'vaccine', what: 'DHPP', product: 'Nobivac Puppy DP', lot: 'LOT-4411', date: '2026-02-12', givenBy: 'Dr. Hale', note: '' } });
  await b.records.setIdentity({ puppyId: a.id, input: { microchip: '985112009876543', registrationBody: 'AKC', registrationNumber: 'SR-1', registrationStatus: 'applied', collarColor: 'Pink', goHomeDate: '2026-03-01', goHomeGrams: 4100, checklist: ['chip'] } });
  token = newStatusToken();
  otherToken = newStatusToken();
  familyUser = { ...familyUser, id: (await b.users.create({ email: familyUser.email, role: 'user' })).id };
  strangerUser = { ...strangerUser, id: (await b.users.create({ email: strangerUser.email, role: 'user' })).id };
  adminUser = { ...adminUser, id: (await b.users.create({ email: adminUser.email, role: 'admin' })).id };
  const app = await b.applications.create({ input: applicationInput({ email: familyUser.email }), userId: familyUser.id, statusTokenHash: hashStatusToken(token) });
  const other = await b.applications.create({ input: applicationInput({ email: 'other@example.com' }), statusTokenHash: hashStatusToken(otherToken) });
  const e1 = await b.waitlists.add({ litterId: litter.id, applicationId: app.id });
  const e2 = await b.waitlists.add({ litterId: litter.id, applicationId: other.id });
  await b.waitlists.recordPick({ id: e1.id, puppyId: a.id });
  await b.waitlists.recordPick({ id: e2.id, puppyId: c.id });
  await b.ledger.create({ input: { applicationId: app.id, puppyId: null, litterId: litter.id, kind: 'deposit', amountCents: 50000, date: '2026-01-10', method: 'zelle', note: '' } });
  await b.emailVerifications.markVerified({ userId: familyUser.id, email: familyUser.email });
});
afterAll(() => tmp.cleanup());

describe('the go-home packet', () => {
  it('holds the facts, microchip, treatments with lot, next due dates, care notes and the family’s payments', async () => {
    const packet = (await buildPacket(puppyId))!;
    expect(packet.filename).toBe('Maple-go-home-packet.pdf');
    // One line of text per drawn line: a long entry may wrap.
    const text = pdfText(packet.bytes).replace(/\n/g, ' ');
    expect(text).toContain('Maple: go-home packet');
    expect(text).toContain('Microchip: 985112009876543');
    expect(text).toContain('2026-02-12 - Vaccination: DHPP, Nobivac Puppy DP, lot LOT-4411, given by Dr. Hale');
    expect(text).toMatch(/Deworming: Deworming 1/);
    expect(text).toContain('Deposit $500.00');
    expect(text).toContain('Balance: $2,500.00');
    expect(text).toContain('Terms of sale dated 2025-09-15');
  });

  it('the status link downloads its own puppy’s packet, privately; another family’s puppy or a wrong token is 404', async () => {
    const ok = await statusPacketResponse(token, puppyId);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain('985112009876543');
    expect((await statusPacketResponse(token, otherPuppyId)).status).toBe(404);
    expect((await statusPacketResponse(otherToken, puppyId)).status).toBe(404);
    expect((await statusPacketResponse(newStatusToken(), puppyId)).status).toBe(404);
    expect((await statusPacketResponse('short', puppyId)).status).toBe(404);
  });

  it('from a session: the owner and the verified family get it; a stranger and a visitor get 404', async () => {
    await signInAs(adminUser);
    expect((await sessionPacketResponse(puppyId)).status).toBe(200);
    await signInAs(familyUser);
    expect((await sessionPacketResponse(puppyId)).status).toBe(200);
    expect((await sessionPacketResponse(otherPuppyId)).status).toBe(404);
    await signInAs(strangerUser);
    expect((await sessionPacketResponse(puppyId)).status).toBe(404);
    await signInAs(null);
    expect((await sessionPacketResponse(puppyId)).status).toBe(404);
  });

  it('a family’s view reads only its own puppy: its line and the litter average, never the other puppy', async () => {
    const b = await getBackend();
    const app = (await b.applications.getByTokenHash({ tokenHash: hashStatusToken(token) }))!;
    const records = await familyPuppyRecords(app);
    expect(records.map((r) => r.name)).toEqual(['Maple']);
    expect(records[0]!.chart.model.lines.map((l) => l.name)).toEqual(['Maple', 'Litter average']);
    expect(records[0]!.chart.svg).not.toContain('Birch');
    expect(records[0]!.next[0]?.item.what).toBe('Deworming 1');
  });
});

describe('due dates across litters and the calendar feed', () => {
  it('lists what is due or overdue on a day, per puppy', async () => {
    const rows = await dueAcrossLitters({ today: '2026-01-15' });
    expect(rows.map((r) => [r.puppyName, r.item.item.what, r.item.state])).toEqual([
      ['Birch', 'Deworming 1', 'due'],
      ['Maple', 'Deworming 1', 'due'],
    ]);
  });

  it('answers the feed only at its current secret, as iCalendar', async () => {
    const b = await getBackend();
    const first = newCalendarToken();
    await b.records.setSettings({ input: { ...(await b.records.getSettings()), calendarTokenHash: first.hash } });
    // The feed lists litters born in the year before its day: the fixture's day, not the calendar's.
    const feed = await calendarFeedResponse(first.token, new Date('2026-01-15T17:00:00Z'));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('SUMMARY:Maple: Deworming (Deworming 1)');
    expect(body).toContain('DTSTART;VALUE=DATE:20260115');
    const second = newCalendarToken();
    await b.records.setSettings({ input: { ...(await b.records.getSettings()), calendarTokenHash: second.hash } });
    expect((await calendarFeedResponse(first.token)).status).toBe(404);
    await b.records.setSettings({ input: { ...(await b.records.getSettings()), calendarTokenHash: null } });
    expect((await calendarFeedResponse(second.token)).status).toBe(404);
  });
});

describe('the growth chart on the public litter page', () => {
  it('shows only when the owner chose it, the litter is public, and only its public puppies', async () => {
    const b = await getBackend();
    expect(await getPublicLitterChart(litterId)).toBeNull();
    await b.records.setSettings({ input: { ...(await b.records.getSettings()), publicChartLitterIds: [litterId] } });
    // The litter entry is public (the factory's default); Birch is hidden.
    await b.puppies.togglePublic({ id: otherPuppyId });
    const chart = await getPublicLitterChart(litterId);
    expect(chart?.model.lines.map((l) => l.name)).toEqual(['Maple']);
    await b.puppies.togglePublic({ id: otherPuppyId });
    expect((await getPublicLitterChart(litterId))?.model.lines.map((l) => l.name)).toEqual(['Maple', 'Birch', 'Litter average']);
    await b.puppies.togglePublic({ id: litterId });
    expect(await getPublicLitterChart(litterId)).toBeNull();
    await b.puppies.togglePublic({ id: litterId });
  });
});
