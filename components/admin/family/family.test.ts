import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@/lib/domain/application';
import type { User } from '@/lib/domain/user';
import { signInAs, useTempDataDir } from '@/test/auth';
import { deleteFamilyScenario } from '@/test/delete-family-scenario';
import { applicationInput, puppyInput } from '@/test/factories';

/**
 * The status link (docs/family-journey.md) and Delete family (item 7) on the embedded backend: the token's
 * 404s (malformed, unknown, revoked alike), what the family's page shows, the hub's actions, and
 * that nothing about a deleted family remains in any store.
 */
const tmp = useTempDataDir('breeder-family-');
const { getBackend } = await import('@/lib/backend');
const { applicationForToken, familyStatus } = await import('@/lib/server/family-status');
const { hashStatusToken, newStatusToken } = await import('@/lib/server/applications');
const { deleteFamily } = await import('@/lib/server/delete-family');
const { createApplicationStatusLinkAction, revokeApplicationStatusLinkAction, deleteFamilyOfApplicationAction } = await import('./actions');
// The page's JSX compiles to React.createElement here (vitest's classic transform).
(globalThis as { React?: unknown }).React = await import('react');
const { default: StatusPage } = await import('@/app/(site)/status/[token]/page');
const { FORBIDDEN_MESSAGE } = await import('@/lib/server/admin-action');
const backend = await getBackend();

let admin: User;
let familyUser: User;
let litterId = '';
let pickId = '';
const apps: Record<string, Application> = {};
const tokens: Record<string, string> = {};

async function expect404(token: string) {
  // notFound() throws Next's 404 fallback error; the page renders nothing else.
  await expect(StatusPage({ params: Promise.resolve({ token }) })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
}

beforeAll(async () => {
  admin = await backend.users.create({ email: 'family-owner@example.test', role: 'admin' });
  familyUser = await backend.users.create({ email: 'third@example.test' });
  const litter = await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Status litter' }) });
  litterId = litter.id;
  const pup = await backend.puppies.create({ input: puppyInput({ name: 'Maple', price: 3200 }) });
  await backend.litters.assign({ puppyId: pup.id, litterId });
  pickId = pup.id;
  for (const name of ['First', 'Second', 'Third']) {
    const token = newStatusToken();
    tokens[name] = token;
    apps[name] = await backend.applications.create({
      input: applicationInput({ name: `${name} Family`, email: `${name.toLowerCase()}@example.test`, litterId }),
      userId: name === 'Third' ? familyUser.id : null,
      statusTokenHash: hashStatusToken(token),
    });
  }
  await backend.applications.setStatus({ id: apps.Third!.id, status: 'waitlisted' });
  await backend.waitlists.add({ litterId, applicationId: apps.First!.id });
  await backend.waitlists.add({ litterId, applicationId: apps.Second!.id });
  await backend.waitlists.add({ litterId, applicationId: apps.Third!.id, position: 3 });
  await backend.ledger.create({ input: { applicationId: apps.Third!.id, litterId, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-03-01', method: 'zelle', note: '' } });
  await backend.waitlists.setDepositDate({ id: `${litterId}.${apps.Third!.id}`, depositDate: '2026-03-01' });
  await backend.journal.create({ input: { litterId, date: '2026-04-01', title: 'Born', body: 'Eight puppies.', media: [], visibility: 'public' } });
  await backend.journal.create({ input: { litterId, date: '2026-04-10', title: 'Eyes open', body: 'Just for families.', media: [], visibility: 'families' } });
  await backend.families.link({ litterId, userId: familyUser.id, puppyId: null });
  // Mail to the family, and a contact message that is not theirs to delete.
  await backend.outbox.add({ message: { kind: 'application', to: ['Third@Example.test'], subject: 'We received your puppy application', body: 'x', fromName: 'S', replyEmail: '', phone: '' } });
  await backend.outbox.add({ message: { kind: 'family', to: ['third@example.test'], subject: 'Approved', body: 'x', fromName: 'S', replyEmail: '', phone: '' } });
  await backend.outbox.add({ message: { kind: 'family', to: ['first@example.test'], subject: 'Approved', body: 'x', fromName: 'S', replyEmail: '', phone: '' } });
  await backend.outbox.add({ message: { kind: 'contact', to: ['owner@example.test'], subject: 'Hello', body: 'x', fromName: 'Third', replyEmail: 'third@example.test', phone: '' } });
});
afterAll(tmp.cleanup);
beforeEach(async () => {
  await signInAs(admin);
});

describe('status link', () => {
  it('answers 404 alike for a malformed, an unknown and a revoked token', async () => {
    expect(await applicationForToken(tokens.Third!)).toMatchObject({ id: apps.Third!.id });
    await expect(StatusPage({ params: Promise.resolve({ token: tokens.Third! }) })).resolves.toBeTruthy();
    for (const bad of ['', 'short', `${tokens.Third!}x`, tokens.Third!.replace(/.$/, '!'), '../admin', newStatusToken(), hashStatusToken(tokens.Third!)]) {
      expect(await applicationForToken(bad), bad).toBeNull();
      await expect404(bad);
    }
    // Revoked: the old token no longer opens anything.
    await backend.applications.setStatusTokenHash({ id: apps.First!.id, tokenHash: null });
    expect(await applicationForToken(tokens.First!)).toBeNull();
    await expect404(tokens.First!);
  });

  it("shows the family's status, place, who picks before them, deposit, balance and families-only posts", async () => {
    const app = (await applicationForToken(tokens.Third!))!;
    const data = await familyStatus(app);
    expect(data.statusLabel).toBe('Waitlisted');
    expect(data.litters).toHaveLength(1);
    const l = data.litters[0]!;
    expect(l).toMatchObject({ litterName: 'Status litter', position: 3, total: 3, waitingBefore: 2, depositDate: '2026-03-01', pick: null, familiesPosts: true });
    expect(l.before).toEqual([
      { position: 1, state: 'waiting' },
      { position: 2, state: 'waiting' },
    ]);
    // No other family's name or email is anywhere in the data.
    const json = JSON.stringify(data);
    expect(json).not.toContain('First Family');
    expect(json).not.toContain('second@example.test');
    expect(l.posts.map((p) => p.title).sort()).toEqual(['Born', 'Eyes open']);
    expect(data.payments).toEqual([expect.objectContaining({ kind: 'Deposit', amountCents: 50_000, method: 'Zelle' })]);
    expect(data.totals.received).toBe(50_000);
    expect(data.totals.balanceDue).toBeNull();

    // A family without a deposit or pick sees only public posts.
    const second = await familyStatus(apps.Second!);
    expect(second.litters[0]!.familiesPosts).toBe(false);
    expect(second.litters[0]!.posts.map((p) => p.title)).toEqual(['Born']);

    // After the picks in order, the balance is the price less the deposit.
    await backend.waitlists.setPassed({ id: `${litterId}.${apps.First!.id}`, passed: true });
    await backend.waitlists.setPassed({ id: `${litterId}.${apps.Second!.id}`, passed: true });
    await backend.waitlists.recordPick({ id: `${litterId}.${apps.Third!.id}`, puppyId: pickId });
    const picked = await familyStatus(app);
    expect(picked.litters[0]!.pick).toMatchObject({ puppyId: pickId, name: 'Maple' });
    expect(picked.litters[0]!.waitingBefore).toBe(0);
    expect(picked.totals.balanceDue).toBe(320_000 - 50_000);
  });

  it('the hub makes a new link shown once (only the hash stored, the old one 404s) and revokes it', async () => {
    const made = await createApplicationStatusLinkAction(apps.Second!.id);
    expect(made).toMatchObject({ status: 'ok' });
    const token = /\/status\/([A-Za-z0-9_-]{43})$/.exec(made.link ?? '')![1]!;
    const stored = (await backend.applications.get({ id: apps.Second!.id }))!;
    expect(stored.statusTokenHash).toBe(hashStatusToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await applicationForToken(tokens.Second!)).toBeNull();
    expect((await applicationForToken(token))?.id).toBe(apps.Second!.id);

    expect(await revokeApplicationStatusLinkAction(apps.Second!.id)).toMatchObject({ status: 'ok' });
    expect(await applicationForToken(token)).toBeNull();
    await expect404(token);

    expect(await createApplicationStatusLinkAction('no such id')).toMatchObject({ status: 'error' });
    expect(await createApplicationStatusLinkAction('missing')).toMatchObject({ status: 'error', message: 'That application no longer exists. Reload the page.' });
    await signInAs(familyUser);
    expect(await createApplicationStatusLinkAction(apps.Third!.id)).toMatchObject({ status: 'error', message: FORBIDDEN_MESSAGE });
    expect((await backend.applications.get({ id: apps.Third!.id }))!.statusTokenHash).toBe(hashStatusToken(tokens.Third!));
  });
});

describe('/account/journey', () => {
  it('sends a signed-out visitor to sign in, and shows a signed-in family their own applications only', async () => {
    const { default: JourneyPage } = await import('@/app/(site)/account/journey/page');
    // The page holds async server components (the contract section): render it as a stream, whole.
    const { renderToReadableStream } = await import('react-dom/server');
    const renderToHtml = async (element: React.ReactNode) => {
      const stream = await renderToReadableStream(element);
      await stream.allReady;
      return new Response(stream).text();
    };
    await signInAs(null);
    await expect(JourneyPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
    // An account that has not confirmed its address sees a banner, not the family's journey.
    await signInAs(familyUser);
    const unconfirmed = await renderToHtml(await JourneyPage({ searchParams: Promise.resolve({}) }));
    expect(unconfirmed).toContain('Please confirm your email address');
    expect(unconfirmed).not.toContain('Third Family');
    await backend.emailVerifications.markVerified({ userId: familyUser.id, email: familyUser.email });
    const html = await renderToHtml(await JourneyPage({ searchParams: Promise.resolve({}) }));
    expect(html).toContain('>Third Family</h2>');
    expect(html).toContain('You picked Maple.');
    expect(html).toContain('Number 3 of 3');
    expect(html).toContain('A deposit is required and is non-refundable');
    expect(html).not.toContain('First Family');
    expect(html).not.toContain('Second Family');
  });
});

describe('Delete family', () => {
  it('leaves nothing about the family in any store, mail deliveries and the subscriber included (test/delete-family-scenario.ts)', async () => {
    await deleteFamilyScenario(backend, 'local');
  });

  it('refuses anyone but an admin', async () => {
    await signInAs(familyUser);
    expect(await deleteFamilyOfApplicationAction(apps.Third!.id)).toMatchObject({ status: 'error', message: FORBIDDEN_MESSAGE });
    expect(await backend.applications.get({ id: apps.Third!.id })).not.toBeNull();
  });

  it('removes the application and everything about the family, and nothing of anyone else', async () => {
    const id = apps.Third!.id;
    const email = 'third@example.test';
    expect(await deleteFamilyOfApplicationAction(id)).toMatchObject({ status: 'ok', message: 'Third Family and everything about them were deleted.' });

    // Every store, asked every way it can be.
    expect(await backend.applications.get({ id })).toBeNull();
    expect(await backend.applications.getByTokenHash({ tokenHash: hashStatusToken(tokens.Third!) })).toBeNull();
    expect(await backend.applications.listByEmail({ email })).toEqual([]);
    expect(await backend.applications.listByUser({ userId: familyUser.id })).toEqual([]);
    expect((await backend.applications.listAll()).filter((a) => a.id === id || a.contact.email === email)).toEqual([]);
    expect(await backend.waitlists.listByApplication({ applicationId: id })).toEqual([]);
    expect((await backend.waitlists.listAll()).filter((e) => e.applicationId === id)).toEqual([]);
    expect(await backend.ledger.listByApplication({ applicationId: id })).toEqual([]);
    expect((await backend.ledger.listAll()).filter((e) => e.applicationId === id)).toEqual([]);
    expect(await backend.families.listByUser({ userId: familyUser.id })).toEqual([]);
    const outbox = await backend.outbox.list();
    expect(outbox.filter((m) => m.kind !== 'contact' && m.to.some((t) => t.toLowerCase() === email))).toEqual([]);
    expect(JSON.stringify(outbox.filter((m) => m.kind !== 'contact'))).not.toContain('Third');
    await expect404(tokens.Third!);

    // Others keep theirs: the other families, their mail, the contact message, the renumbered list.
    expect(outbox.filter((m) => m.kind === 'contact' && m.subject === 'Hello')).toHaveLength(1);
    expect(outbox.filter((m) => m.to.includes('first@example.test'))).toHaveLength(1);
    expect((await backend.waitlists.listByLitter({ litterId })).map((e) => [e.position, e.applicationId])).toEqual([
      [1, apps.First!.id],
      [2, apps.Second!.id],
    ]);
    expect(await backend.users.getById({ id: familyUser.id })).not.toBeNull();

    // Gone means gone: a second delete is not_found.
    await expect(deleteFamily(id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
