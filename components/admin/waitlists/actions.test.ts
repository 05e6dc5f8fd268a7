import { beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import type { User } from '@/lib/domain/user';
import { adminActionSession, signInAs, useTempDataDir } from '@/test/auth';
import { applicationInput, formData as form, puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir('breeder-waitlist-actions-');
const { addToWaitlistAction, moveWaitlistEntryAction, recordPickAction, passWaitlistEntryAction, clearPickAction, removeWaitlistEntryAction } = await import('./actions');
const { saveLedgerEntryAction, deleteLedgerEntryAction } = await import('../ledger/actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: FormState = { status: 'idle' };

await adminActionSession(backend, tmp.cleanup, 'wl-owner@example.test');
let familyUser: User;
let litterId = '';
const pups: { id: string; name: string }[] = [];
const apps: Record<string, string> = {};

beforeAll(async () => {
  familyUser = await backend.users.create({ email: 'second@example.test' });
  const litter = await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Waitlist litter' }) });
  litterId = litter.id;
  for (const name of ['Amber', 'Birch', 'Cedar']) {
    const p = await backend.puppies.create({ input: puppyInput({ name, price: 3000 }) });
    await backend.litters.assign({ puppyId: p.id, litterId });
    pups.push({ id: p.id, name });
  }
  for (const name of ['First', 'Second', 'Third']) {
    const a = await backend.applications.create({ input: applicationInput({ name: `${name} Family`, email: `${name.toLowerCase()}@example.test` }), userId: name === 'Second' ? familyUser.id : null });
    apps[name] = a.id;
  }
});

const entryId = (app: string) => `${litterId}.${apps[app]}`;
const order = async () => (await backend.waitlists.listByLitter({ litterId })).map((e) => `${e.position}:${Object.keys(apps).find((k) => apps[k] === e.applicationId)}`);

describe('waitlist and ledger actions', () => {
  it('places families by deposit date or at a chosen position, and refuses bad input storing nothing', async () => {
    // A deposit first: Third has one, so it goes ahead of families without.
    expect(await saveLedgerEntryAction(IDLE, form({ id: '', applicationId: apps.Third!, kind: 'deposit', amount: '$500', date: '2026-03-01', method: 'zelle', litterId, puppyId: '', note: '' }))).toMatchObject({
      status: 'ok',
      message: 'Deposit of $500.00 saved.',
    });
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.First!, litterId, position: '' }))).toMatchObject({ status: 'ok', message: 'First Family is number 1 on the Waitlist litter waitlist.' });
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.Third!, litterId, position: '' }))).toMatchObject({ status: 'ok', message: 'Third Family is number 1 on the Waitlist litter waitlist.' });
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.Second!, litterId, position: '2' }))).toMatchObject({ status: 'ok' });
    expect(await order()).toEqual(['1:Third', '2:Second', '3:First']);
    // On a waitlist is Waitlisted, as the "Waitlist for a litter" decision makes it.
    for (const name of ['First', 'Second', 'Third']) expect((await backend.applications.get({ id: apps[name]! }))!.status, name).toBe('waitlisted');
    expect((await backend.waitlists.get({ id: entryId('Third') }))!.depositDate).toBe('2026-03-01');

    const before = JSON.stringify([await backend.waitlists.listAll(), await backend.ledger.listAll()]);
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.First!, litterId, position: '' }))).toMatchObject({ status: 'invalid', message: 'This family is already on that litter’s waitlist.' });
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.First!, litterId: 'no-such-litter', position: '' }))).toMatchObject({ status: 'invalid', fieldErrors: { litterId: 'Choose a current litter from the list.' } });
    expect(await addToWaitlistAction(IDLE, form({ applicationId: apps.First!, litterId, position: '0' }))).toMatchObject({ status: 'invalid', fieldErrors: { position: 'Positions start at 1.' } });
    expect(await moveWaitlistEntryAction(IDLE, form({ id: entryId('First'), position: 'x' }))).toMatchObject({ status: 'invalid' });
    expect(await saveLedgerEntryAction(IDLE, form({ id: '', applicationId: apps.First!, kind: 'deposit', amount: '0', date: '2026-03-01', method: 'cash', litterId: '', puppyId: '', note: '' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { amount: 'Enter an amount above $0.00.' },
    });
    expect(await saveLedgerEntryAction(IDLE, form({ id: '', applicationId: apps.First!, kind: 'deposit', amount: '12.345', date: '2026-02-30', method: 'venmo', litterId: '', puppyId: '', note: '' }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { amount: 'Enter an amount in dollars, like 500 or 1,250.00.', method: 'Choose how it was paid.' },
    });
    expect(JSON.stringify([await backend.waitlists.listAll(), await backend.ledger.listAll()])).toBe(before);
  });

  it('reorders with move', async () => {
    expect(await moveWaitlistEntryAction(IDLE, form({ id: entryId('First'), position: '1' }))).toMatchObject({ status: 'ok', message: 'First Family moved to number 1.' });
    expect(await order()).toEqual(['1:First', '2:Third', '3:Second']);
    await moveWaitlistEntryAction(IDLE, form({ id: entryId('First'), position: '3' }));
    await moveWaitlistEntryAction(IDLE, form({ id: entryId('Second'), position: '2' }));
    expect(await order()).toEqual(['1:Third', '2:Second', '3:First']);
  });

  it('records picks in order: the puppy becomes Reserved, the family’s account is linked, out of turn and taken puppies are refused', async () => {
    const [amber, birch, cedar] = pups as [{ id: string; name: string }, { id: string; name: string }, { id: string; name: string }];
    const outOfTurn = await recordPickAction(IDLE, form({ id: entryId('Second'), puppyId: birch.id }));
    expect(outOfTurn).toMatchObject({ status: 'invalid', message: 'Picks go in order: number 1 picks first. Record their pick, or mark them "Passed" to skip them.' });
    expect((await backend.puppies.get({ id: birch.id }))!.status).toBe('Available');
    expect(revalidated).toEqual([]);

    expect(await recordPickAction(IDLE, form({ id: entryId('Third'), puppyId: amber.id }))).toMatchObject({ status: 'ok', message: 'Third Family picked Amber. Amber is now Reserved.' });
    expect((await backend.puppies.get({ id: amber.id }))!.status).toBe('Reserved');
    expect(revalidated).toContain('tag:puppies');
    // Third has no account: no family link.
    expect(await backend.families.listByLitter({ litterId })).toEqual([]);

    expect(await recordPickAction(IDLE, form({ id: entryId('Second'), puppyId: amber.id }))).toMatchObject({ status: 'invalid', fieldErrors: { puppyId: 'That puppy is not Available any more. Choose another.' } });
    const other = await backend.puppies.create({ input: puppyInput({ name: 'Elsewhere' }) });
    expect(await recordPickAction(IDLE, form({ id: entryId('Second'), puppyId: other.id }))).toMatchObject({ status: 'invalid', fieldErrors: { puppyId: 'Choose one of this litter’s available puppies.' } });

    expect(await recordPickAction(IDLE, form({ id: entryId('Second'), puppyId: birch.id }))).toMatchObject({ status: 'ok' });
    expect((await backend.puppies.get({ id: birch.id }))!.status).toBe('Reserved');
    expect(await backend.families.get({ litterId, userId: familyUser.id })).toMatchObject({ litterId, userId: familyUser.id, puppyId: birch.id });

    // A picked family cannot be removed or passed; the last family picks after a pass/unpass round.
    expect(await removeWaitlistEntryAction(IDLE, form({ id: entryId('Second') }))).toMatchObject({ status: 'invalid', message: 'This family has picked. Clear their pick before removing them.' });
    expect(await passWaitlistEntryAction(IDLE, form({ id: entryId('First'), passed: 'on' }))).toMatchObject({ status: 'ok', message: 'First Family passed their turn; the next family may pick.' });
    expect(await passWaitlistEntryAction(IDLE, form({ id: entryId('First') }))).toMatchObject({ status: 'ok', message: 'First Family is back in line.' });
    // A family that passed may still pick later (their pick ends the pass).
    await passWaitlistEntryAction(IDLE, form({ id: entryId('First'), passed: 'on' }));
    expect(await recordPickAction(IDLE, form({ id: entryId('First'), puppyId: cedar.id }))).toMatchObject({ status: 'ok' });
    expect(await backend.waitlists.get({ id: entryId('First') })).toMatchObject({ puppyId: cedar.id, passed: false });

    // Clearing a pick puts the puppy back to Available and keeps the family linked without it.
    expect(await clearPickAction(IDLE, form({ id: entryId('Second') }))).toMatchObject({ status: 'ok', message: 'Second Family’s pick was cleared; the puppy is Available again.' });
    expect((await backend.puppies.get({ id: birch.id }))!.status).toBe('Available');
    expect(await backend.families.get({ litterId, userId: familyUser.id })).toMatchObject({ puppyId: null });
  });

  it('edits and deletes ledger entries; an entry id of another family is refused', async () => {
    const [entry] = await backend.ledger.listByApplication({ applicationId: apps.Third! });
    expect(await saveLedgerEntryAction(IDLE, form({ id: entry!.id, applicationId: apps.Third!, kind: 'deposit', amount: '1,250.50', date: '2026-02-15', method: 'card', litterId, puppyId: '', note: 'Square' }))).toMatchObject({
      status: 'ok',
      message: 'Deposit of $1,250.50 saved.',
    });
    expect(await backend.ledger.get({ id: entry!.id })).toMatchObject({ amountCents: 125_050, method: 'card', note: 'Square', date: '2026-02-15' });
    expect((await backend.waitlists.get({ id: entryId('Third') }))!.depositDate).toBe('2026-02-15');
    expect(await saveLedgerEntryAction(IDLE, form({ id: entry!.id, applicationId: apps.First!, kind: 'payment', amount: '5', date: '2026-02-15', method: 'cash', litterId: '', puppyId: '', note: '' }))).toMatchObject({
      status: 'error',
      message: 'That ledger entry no longer exists. Reload the page.',
    });
    expect(await deleteLedgerEntryAction(IDLE, form({ id: entry!.id }))).toMatchObject({ status: 'ok', message: 'Deposit of $1,250.50 deleted.' });
    expect(await backend.ledger.listByApplication({ applicationId: apps.Third! })).toEqual([]);
    expect((await backend.waitlists.get({ id: entryId('Third') }))!.depositDate).toBeNull();
  });

  it('keeps "Card (Stripe)" for the payments the site recorded: a manual entry cannot claim it, a Stripe entry keeps it', async () => {
    const before = await backend.ledger.listByApplication({ applicationId: apps.First! });
    const manual = { id: '', applicationId: apps.First!, kind: 'payment', amount: '100', date: '2026-03-02', method: 'stripe', litterId: '', puppyId: '', note: '' };
    const message = 'Card (Stripe) is recorded by the site when a family pays online. Choose how this one was paid.';
    expect(await saveLedgerEntryAction(IDLE, form(manual))).toEqual({ status: 'invalid', message, fieldErrors: { method: message } });
    expect(await backend.ledger.listByApplication({ applicationId: apps.First! })).toEqual(before);

    // A cash entry cannot be turned into a Stripe one either.
    const cash = await backend.ledger.create({ input: { applicationId: apps.First!, puppyId: null, litterId: null, kind: 'payment', amountCents: 10_000, date: '2026-03-02', method: 'cash', note: '' } });
    expect(await saveLedgerEntryAction(IDLE, form({ ...manual, id: cash.id }))).toMatchObject({ status: 'invalid', fieldErrors: { method: message } });
    expect((await backend.ledger.get({ id: cash.id }))!.method).toBe('cash');

    // An entry the site wrote for an online payment keeps its method when the owner edits its note.
    const online = await backend.ledger.create({ input: { applicationId: apps.First!, puppyId: null, litterId: null, kind: 'payment', amountCents: 10_000, date: '2026-03-02', method: 'stripe', note: 'Paid online' } });
    expect(await saveLedgerEntryAction(IDLE, form({ ...manual, id: online.id, note: 'Paid online, receipt sent' }))).toMatchObject({ status: 'ok' });
    expect(await backend.ledger.get({ id: online.id })).toMatchObject({ method: 'stripe', note: 'Paid online, receipt sent' });
    for (const e of [cash, online]) await backend.ledger.delete({ id: e.id });
  });

  it('refuses a signed-in member and changes nothing', async () => {
    await signInAs(await backend.users.create({ email: 'wl-member@example.test' }));
    const before = JSON.stringify([await backend.waitlists.listAll(), await backend.ledger.listAll(), await backend.puppies.listAll()]);
    expect(await recordPickAction(IDLE, form({ id: entryId('Second'), puppyId: pups[1]!.id }))).toMatchObject({ status: 'error', message: 'You do not have permission to do that.' });
    expect(await saveLedgerEntryAction(IDLE, form({ id: '', applicationId: apps.First!, kind: 'deposit', amount: '5', date: '2026-02-15', method: 'cash', litterId: '', puppyId: '', note: '' }))).toMatchObject({ status: 'error' });
    expect(JSON.stringify([await backend.waitlists.listAll(), await backend.ledger.listAll(), await backend.puppies.listAll()])).toBe(before);
  });
});
