import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { revalidated } from '@/test/setup';
import { applicationInput, parentInput, puppyInput, testimonialInput } from '@/test/factories';

/**
 * The authorisation matrix: EVERY export of every admin actions module (found by glob, so a new
 * action is covered the day it is added) and every mutating admin route handler, called as
 * anonymous, as a signed-in user and as anonymous with the x-middleware-subrequest trick, must be
 * refused and leave the store exactly as it was. Admin success paths are tested per tab.
 */
const tmp = useTempDataDir('breeder-authz-');
const { getBackend } = await import('@/lib/backend');
const { FORBIDDEN_MESSAGE } = await import('@/lib/server/admin-action');
const modules = import.meta.glob<Record<string, unknown>>('./**/actions.ts');

/** Server-action modules that are not admin actions (each has its own tests); any other one must be in the glob. */
const NOT_ADMIN_ACTIONS = [
  'components/auth/actions.ts',
  'components/auth/form-actions.ts',
  'components/apply/actions.ts',
  'components/contact/actions.ts',
  'components/subscribe/actions.ts',
  'components/family-status/contract-actions.ts',
  // A navigation that reads and writes nothing (its own test: filter-action.test.ts).
  'components/admin/applications/filter-action.ts',
];
const ROOT = path.resolve(__dirname, '../..');

/** Every module with a `'use server'` directive under app/, components/ and lib/, as a path from the project root. */
function serverActionModules(): string[] {
  const found: string[] = [];
  for (const top of ['app', 'components', 'lib']) {
    for (const entry of readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      // A module-level directive or an inline one in a function body: both make server actions.
      if (/^\s*['"]use server['"];?\s*$/m.test(readFileSync(file, 'utf8'))) {
        found.push(path.relative(ROOT, file).split(path.sep).join('/'));
      }
    }
  }
  return found.sort();
}

type Identity = { label: string; signIn: () => Promise<void> };
let identities: Identity[] = [];
let puppyId = '';
let studId = '';
let messageId = '';
// The litter journal (docs/litters.md): a litter, one of its posts and a linked family.
let litterId = '';
let postId = '';
let familyUserId = '';
// Admin › Parents (docs/litters.md).
let parentId = '';
// Admin › Testimonials (docs/testimonials.md).
let testimonialId = '';
// Admin › Applications (docs/family-journey.md): a family's application.
let applicationId = '';
// Waitlists and the ledger (docs/family-journey.md): the family's entry on the litter's list, a puppy of the litter, a ledger entry.
let waitlistEntryId = '';
let litterPuppyId = '';
let ledgerEntryId = '';
let secondApplicationId = '';

async function snapshot(): Promise<string> {
  const b = await getBackend();
  return JSON.stringify({
    puppies: await b.puppies.listAll(),
    // Litters with their life (stored beside the entry, not in the Puppy record).
    litters: await b.litters.list(),
    studs: await b.studs.listAll(),
    parents: await b.parents.listAll(),
    testimonials: await b.testimonials.listAll(),
    basicInfo: await b.settings.getBasicInfo(),
    hero: await b.settings.getHeroImage(),
    media: await Promise.all(['adminGallery', 'puppies', 'studs', ''].map((folder) => b.media.list({ folder }))),
    outbox: await b.outbox.list(),
    retention: await b.settings.getMessageRetention(),
    journal: await b.journal.listAll(),
    families: await b.families.listAll(),
    applications: await b.applications.listAll(),
    waitlists: await b.waitlists.listAll(),
    ledger: await b.ledger.listAll(),
    files: (await b.media.listAll()).map((f) => f.fullPath),
  });
}

/** Arguments that would succeed for an admin, so a refusal can only come from the role check. */
async function plausibleArgs(name: string): Promise<unknown[][]> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    entryType: 'puppy',
    name: 'Intruder',
    order: '1',
    status: 'Available',
    public: 'on',
    available: 'on',
    address: 'x',
    // An account that exists, so linking a family would succeed for an admin.
    email: 'family@example.com',
    notificationEmails: 'x@y.co',
    id: puppyId,
    handledDays: '7',
    litterId,
    date: '2026-05-01',
    body: 'Eyes open today.',
    visibility: 'public',
    sex: 'dam',
  }))
    form.set(k, v);
  if (/parent/i.test(name)) form.set('id', parentId);
  // Admin › Testimonials (docs/testimonials.md): the demo's first testimonial, consented and shown.
  if (/testimonial/i.test(name)) for (const [k, v] of Object.entries({ id: testimonialId, text: 'Lovely.', consent: 'on', visible: 'on' })) form.set(k, v);
  if (/application/i.test(name)) {
    for (const [k, v] of Object.entries({ id: applicationId, decision: 'waitlist', send: 'on', subject: 'Approved', body: 'Welcome', notes: 'Lovely family.' })) form.set(k, v);
  }
  if (/waitlist|pick|ledger/i.test(name)) {
    const ledger = /ledger/i.test(name);
    for (const [k, v] of Object.entries({ id: ledger ? ledgerEntryId : waitlistEntryId, applicationId, litterId, position: '1', puppyId: litterPuppyId, passed: 'on', kind: 'deposit', amount: '500', method: 'cash', note: '' }))
      form.set(k, v);
    if (/add/i.test(name)) form.set('applicationId', secondApplicationId);
  }
  const id = /application/i.test(name) ? applicationId : /testimonial/i.test(name) ? testimonialId : /parent/i.test(name) ? parentId : /stud/i.test(name) ? studId : /message/i.test(name) ? messageId : /journal/i.test(name) ? postId : puppyId;
  const family = /family/i.test(name) ? [[litterId, familyUserId]] : [];
  return [[{ status: 'idle' }, form], [id], [id, true], ['adminGallery/spring-meadow_1.webp'], [], ...family];
}

beforeAll(async () => {
  const b = await getBackend();
  const user = await b.users.create({ email: 'user@example.com' });
  const ended = await b.users.create({ email: 'ended-admin@example.com', role: 'admin' });
  await b.users.endSessions({ id: ended.id });
  puppyId = (await b.puppies.listAll())[0]!.id;
  studId = (await b.studs.listAll())[0]!.id;
  testimonialId = (await b.testimonials.create({ input: testimonialInput() })).id;
  parentId = (await b.parents.create({ input: parentInput({ clearances: [{ test: 'Hips', result: 'OFA Good' }] }) })).id;
  messageId = (
    await b.outbox.add({
      message: { kind: 'contact', to: ['puppies@albiongoldens.example'], subject: 'New message from Pat', body: 'Hello', fromName: 'Pat', replyEmail: 'pat@example.com', phone: '' },
    })
  ).id;
  // A handled message, so that "Delete handled" would delete something for an admin.
  const handled = await b.outbox.add({
    message: { kind: 'contact', to: ['puppies@albiongoldens.example'], subject: 'New message from Sam', body: 'Thanks', fromName: 'Sam', replyEmail: 'sam@example.com', phone: '' },
  });
  await b.outbox.setHandled({ id: handled.id, handled: true });
  litterId = (await b.puppies.listAll()).find((p) => p.entryType === 'litter')!.id;
  postId = (await b.journal.create({ input: { litterId, date: '2026-05-01', title: '', body: 'Day one', media: [], visibility: 'families' } })).id;
  familyUserId = (await b.users.create({ email: 'family@example.com' })).id;
  await b.families.link({ litterId, userId: familyUserId, puppyId: null });
  applicationId = (await b.applications.create({ input: applicationInput({ litterId }) })).id;
  secondApplicationId = (await b.applications.create({ input: applicationInput({ litterId, email: 'second-family@example.com' }) })).id;
  const litterPuppy = await b.puppies.create({ input: puppyInput({ name: 'Pick me', status: 'Available' }) });
  await b.litters.assign({ puppyId: litterPuppy.id, litterId });
  litterPuppyId = litterPuppy.id;
  waitlistEntryId = (await b.waitlists.add({ litterId, applicationId })).id;
  ledgerEntryId = (await b.ledger.create({ input: { applicationId, litterId, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-05-01', method: 'zelle', note: '' } })).id;
  identities = [
    { label: 'anonymous', signIn: () => signInAs(null) },
    { label: 'signed-in user', signIn: () => signInAs({ id: user.id, email: user.email, role: 'user' }) },
    { label: 'anonymous + x-middleware-subrequest', signIn: () => signInAs(null, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }) },
    // A token that claims admin for an account whose record says user: the record wins.
    { label: 'user with a forged admin claim', signIn: () => signInAs({ id: user.id, email: user.email, role: 'admin' }) },
    // An admin's cookie from before their sessions were ended (Logout, new password): version 0 < 1.
    { label: 'admin whose session has ended', signIn: () => signInAs({ id: ended.id, email: ended.email, role: 'admin' }) },
  ];
});
afterAll(tmp.cleanup);

describe('authorisation matrix: admin server actions', () => {
  it('finds the admin action modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
  });

  it('misses no server-action module: each one is in the glob or known not to be an admin action', () => {
    const globbed = Object.keys(modules).map((f) => path.posix.join('components/admin', f));
    const all = serverActionModules();
    expect(all.length).toBeGreaterThan(globbed.length);
    expect(all.filter((f) => !NOT_ADMIN_ACTIONS.includes(f))).toEqual([...globbed].sort());
  });

  // One test per module, so each stays well inside the timeout on a busy machine.
  it.each(Object.keys(modules))('refuses every action of %s for everyone but an admin, and changes nothing', async (file) => {
    let calls = 0;
    const mod = await modules[file]!();
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== 'function') continue;
      for (const who of identities) {
        for (const args of await plausibleArgs(name)) {
          await who.signIn();
          const before = await snapshot();
          revalidated.length = 0;
          const result = (await (fn as (...a: unknown[]) => Promise<unknown>)(...args)) as { status?: string; message?: string };
          expect(result, `${file} ${name} as ${who.label}`).toMatchObject({ status: 'error', message: FORBIDDEN_MESSAGE });
          expect(await snapshot(), `${file} ${name} as ${who.label} changed the store`).toBe(before);
          expect(revalidated, `${file} ${name} as ${who.label} revalidated`).toEqual([]);
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(0);
  });
});

describe('authorisation matrix: admin route handlers', () => {
  it('refuses uploads for everyone but an admin, and stores nothing', async () => {
    const { POST } = await import('@/app/api/admin/uploads/route');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8902e' } }).png().toBuffer();
    for (const kind of ['gallery', 'puppy', 'stud', 'hero', 'journal', 'parent']) {
      for (const who of identities) {
        await who.signIn();
        const before = await snapshot();
        const form = new FormData();
        form.set('kind', kind);
        form.set('litterId', litterId);
        form.set('file', new File([new Uint8Array(png)], 'x.png', { type: 'image/png' }));
        const res = await POST(new Request('http://localhost/api/admin/uploads', { method: 'POST', body: form }));
        expect([401, 403], `${kind} as ${who.label}`).toContain(res.status);
        expect(await snapshot()).toBe(before);
      }
    }
  });
});

describe('authorisation matrix: account and private-media route handlers', () => {
  it('“send the link again” refuses a caller without a session (401) and mails nothing', async () => {
    const { POST } = await import('@/app/api/account/verification/route');
    for (const who of identities.filter((i) => i.label.startsWith('anonymous'))) {
      await who.signIn();
      const before = await snapshot();
      const res = await POST(new Request('http://localhost/api/account/verification', { method: 'POST' }));
      expect(res.status, who.label).toBe(401);
      expect(await snapshot()).toBe(before);
    }
  });

  it('a families-only file by an unsigned or forged URL is nothing, for every caller', async () => {
    const { GET } = await import('@/app/api/journal-media/[postId]/[index]/route');
    for (const who of identities) {
      await who.signIn();
      for (const query of ['', `?part=file&v=u.${familyUserId}&exp=${Date.now() + 60_000}&sig=forged`]) {
        const res = await GET(new Request(`http://localhost/api/journal-media/${postId}/0${query}`), { params: Promise.resolve({ postId, index: '0' }) });
        expect(res.status, `${who.label} ${query}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });
});
