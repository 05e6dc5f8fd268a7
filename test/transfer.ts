import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import type { Backend } from '@/lib/backend/types';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { hashPassword } from '@/lib/config/password';
import { seedDemo } from '@/lib/transfer/seed';
import { applicationInput, parentInput } from './factories';
import { uniqueAddress } from './firebase-auth';

/**
 * Embedded backends and temp folders for one test file, closed and removed after its tests:
 * `local()` opens one without the demo in a new folder (or in `dir`; `options` as the site's own
 * start passes them), `tempDir()` gives a folder.
 */
type LocalOptions = Omit<Parameters<typeof createLocalBackend>[0], 'dataDir'>;
export function tempBackends(prefix: string): { local: (dir?: string, options?: LocalOptions) => Promise<LocalBackend>; tempDir: () => string } {
  const dirs: string[] = [];
  const open: LocalBackend[] = [];
  const tempDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const b of open) b.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const local = async (dir = tempDir(), options: LocalOptions = { seed: false }) => {
    const b = await createLocalBackend({ dataDir: dir, ...options });
    open.push(b);
    return b;
  };
  return { local, tempDir };
}

/** A site with something in every store: the demo, a hero upload, accounts, messages, a nested file. */
export async function populate(b: Backend) {
  await seedDemo(b);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
  const hero = await b.media.put({ path: 'hero-image.jpg', bytes: jpeg, contentType: 'image/jpeg', customMetadata: { width: '1600', height: '900' } });
  await b.settings.setHeroImage({ url: hero.url });
  await b.settings.setMessageRetention({ input: { handledDays: 30 } });
  await b.media.put({ path: `${MEDIA_FOLDERS.gallery}/extra/inner_1.png`, bytes: Uint8Array.from([0x89, 0x50, 9]), contentType: 'image/png' });
  // One hidden entry and a litter whose image is a public asset (not a stored file: kept as it is).
  const [first] = await b.puppies.listAll();
  await b.puppies.togglePublic({ id: first!.id });
  // A dam with a stored photo and clearances, and a hidden stud-sire (docs/litters.md).
  const photo = await b.media.put({ path: `${MEDIA_FOLDERS.parents}/1700000000000_maple.webp`, bytes: Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2]), contentType: 'image/webp' });
  await b.parents.create({
    input: parentInput({
      imageUrl: photo.url,
      registration: 'AKC SR1',
      clearances: [{ test: 'Hips', result: 'OFA Good', date: '2024-01-02', registryUrl: 'https://ofa.org/x' }, { test: 'Eyes', result: 'Normal', date: null, registryUrl: null }],
    }),
  });
  await b.parents.create({ input: parentInput({ name: 'Duke', sex: 'sire', stud: { studFee: '$900', ofaCertified: true }, public: false }) });
  const accounts = {
    admin: { email: uniqueAddress('owner'), password: 'owner-password-1' },
    member: { email: uniqueAddress('member'), password: 'member-password-2' },
  };
  const admin = await b.users.create({ email: accounts.admin.email, role: 'admin', passwordHash: await hashPassword(accounts.admin.password) });
  const member = await b.users.create({ email: accounts.member.email, passwordHash: await hashPassword(accounts.member.password) });
  // An account without a password (e.g. Google only).
  const google = await b.users.create({ email: uniqueAddress('google') });
  const m1 = await b.outbox.add({
    message: { kind: 'contact', to: ['puppies@example.com'], subject: 'About Sunny', body: 'Hi!\nIs Sunny available?', fromName: 'Pat', replyEmail: 'pat@example.com', phone: '5855550100' },
  });
  await b.outbox.setHandled({ id: m1.id, handled: true });
  await b.outbox.add({
    message: { kind: 'password-reset', to: [member.email], subject: 'Reset your password', body: 'link', fromName: 'Site', replyEmail: '', phone: '' },
  });
  // The litter journal (docs/litters.md): a public post with a stored photo, a families-only one, and the member linked as a family.
  const litter = (await b.puppies.listAll()).find((p) => p.entryType === 'litter')!;
  const shot = await b.media.put({ path: `journal/${litter.id}/1700000000001-AbCdEfGhIjKl_day-3.webp`, bytes: Uint8Array.from([0x52, 0x49, 0x46, 0x46, 7, 8]), contentType: 'image/webp' });
  await b.journal.create({
    input: { litterId: litter.id, date: '2026-04-03', title: 'Day 3', body: 'All nursing.', media: [{ kind: 'photo', url: shot.url, alt: 'Pups', posterUrl: null, width: 4, height: 3 }], visibility: 'public' },
  });
  await b.journal.create({ input: { litterId: litter.id, date: '2026-04-04', title: '', body: 'Pick order soon.', media: [], visibility: 'families' } });
  await b.families.link({ litterId: litter.id, userId: member.id, puppyId: null });
  // Applications (docs/family-journey.md): the member's, linked to the account with a status-link hash, and a visitor's.
  const applied = await b.applications.create({ input: applicationInput({ email: member.email, litterId: litter.id }), userId: member.id, statusTokenHash: 'ab'.repeat(32) });
  await b.applications.setStatus({ id: applied.id, status: 'approved' });
  await b.applications.setNotes({ id: applied.id, notes: 'Met them at the show.' });
  const visitor = await b.applications.create({ input: applicationInput({ name: 'A visitor', email: 'visitor@example.com' }) });
  // Waitlists and the ledger (docs/family-journey.md): both families on the litter's list, the member with a pick and a deposit.
  await b.ledger.create({ input: { applicationId: applied.id, litterId: litter.id, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-04-01', method: 'zelle', note: 'Zelle from Jamie' } });
  await b.waitlists.add({ litterId: litter.id, applicationId: applied.id, depositDate: '2026-04-01' });
  await b.waitlists.add({ litterId: litter.id, applicationId: visitor.id });
  await b.waitlists.recordPick({ id: `${litter.id}.${applied.id}`, puppyId: 'picked-puppy' });
  await b.waitlists.setPassed({ id: `${litter.id}.${visitor.id}`, passed: true });
  // The announcement list (docs/family-journey.md): one confirmed, one still pending (its confirmation hash kept).
  await b.subscribers.subscribe({ email: 'fan@example.com', confirmTokenHash: '1'.repeat(64), unsubscribeTokenHash: '2'.repeat(64) });
  await b.subscribers.confirm({ confirmTokenHash: '1'.repeat(64) });
  await b.subscribers.subscribe({ email: 'maybe@example.com', confirmTokenHash: '3'.repeat(64), unsubscribeTokenHash: '4'.repeat(64) });
  return { accounts, users: { admin, member, google } };
}

async function bytesOf(b: Backend, url: string | null): Promise<number[] | string | null> {
  if (!url) return null;
  const path = b.media.pathFromUrl(url);
  if (!path) return url; // not a stored file: the URL itself must match
  const read = await b.media.read({ path });
  return read ? [path, ...Array.from(read.bytes)].map(String).join(',') : `missing ${path}`;
}

/**
 * Record by record and file by file: the same ids, fields, times and order; image URLs may differ
 * (each backend has its own) but must name the same path with the same bytes.
 */
export async function expectSameSite(a: Backend, b: Backend, opts: { passwords: 'same' | 'none' }) {
  const strip = <T extends { imageUrl: string | null }>(r: T) => ({ ...r, imageUrl: null });
  // listAll is newest first; records made in the same millisecond (the demo seed) have no order
  // between them that either store promises, so ties are put in id order on both sides.
  const newestFirst = <T extends { createdAt: string | null; id: string }>(list: T[]) =>
    [...list].sort((x, y) => (y.createdAt ?? '').localeCompare(x.createdAt ?? '') || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const [pa, pb] = [newestFirst(await a.puppies.listAll()), newestFirst(await b.puppies.listAll())];
  expect(pb.map(strip)).toEqual(pa.map(strip));
  for (const [i, p] of pa.entries()) expect(await bytesOf(b, pb[i]!.imageUrl)).toEqual(await bytesOf(a, p.imageUrl));
  expect((await b.puppies.listPublic()).map((p) => p.id)).toEqual((await a.puppies.listPublic()).map((p) => p.id));

  const [sa, sb] = [await a.studs.listAll(), await b.studs.listAll()];
  expect(sb.map(strip)).toEqual(sa.map(strip));
  for (const [i, s] of sa.entries()) expect(await bytesOf(b, sb[i]!.imageUrl)).toEqual(await bytesOf(a, s.imageUrl));
  expect((await b.studs.listAvailable()).map((s) => s.id)).toEqual((await a.studs.listAvailable()).map((s) => s.id));

  const [ra, rb] = [await a.parents.listAll(), await b.parents.listAll()];
  expect(rb.map(strip)).toEqual(ra.map(strip));
  for (const [i, p] of ra.entries()) expect(await bytesOf(b, rb[i]!.imageUrl)).toEqual(await bytesOf(a, p.imageUrl));

  // Testimonials (docs/testimonials.md): as given, in their order.
  expect(await b.testimonials.listAll()).toEqual(await a.testimonials.listAll());

  expect(await b.settings.getBasicInfo()).toEqual(await a.settings.getBasicInfo());
  expect(await b.settings.getMessageRetention()).toEqual(await a.settings.getMessageRetention());
  const [ha, hb] = [await a.settings.getHeroImage(), await b.settings.getHeroImage()];
  expect(hb.updatedAt).toBe(ha.updatedAt);
  expect(await bytesOf(b, hb.url)).toEqual(await bytesOf(a, ha.url));

  expect(await b.outbox.list()).toEqual(await a.outbox.list());

  // Journal posts (photos by path and bytes, as above) and family links.
  const noUrls = <T extends { media: { url: string; posterUrl: string | null }[] }>(p: T) => ({ ...p, media: p.media.map((m) => ({ ...m, url: '', posterUrl: null })) });
  const [ja, jb] = [await a.journal.listAll(), await b.journal.listAll()];
  expect(jb.map(noUrls)).toEqual(ja.map(noUrls));
  for (const [i, p] of ja.entries()) for (const [n, m] of p.media.entries()) expect(await bytesOf(b, jb[i]!.media[n]!.url)).toEqual(await bytesOf(a, m.url));
  expect(await b.families.listAll()).toEqual(await a.families.listAll());
  expect(await b.applications.listAll()).toEqual(await a.applications.listAll());
  expect(await b.waitlists.listAll()).toEqual(await a.waitlists.listAll());
  expect(await b.ledger.listAll()).toEqual(await a.ledger.listAll());
  expect(await b.subscribers.list()).toEqual(await a.subscribers.list());

  const [ua, ub] = [await a.users.listAll(), await b.users.listAll()];
  expect(ub).toEqual(ua);
  for (const u of ua) {
    const hash = await b.users.getPasswordHash({ id: u.id });
    if (opts.passwords === 'same') expect(hash).toBe(await a.users.getPasswordHash({ id: u.id }));
    else expect(hash).toBeNull();
  }

  const files = async (x: Backend) =>
    Promise.all(
      (await x.media.listAll()).map(async (f) => ({
        path: f.fullPath,
        contentType: f.contentType,
        customMetadata: f.customMetadata,
        bytes: Array.from((await x.media.read({ path: f.fullPath }))!.bytes).join(','),
      })),
    );
  const byPath = (l: { path: string }[]) => [...l].sort((x, y) => x.path.localeCompare(y.path));
  const [fa, fb] = [await files(a), await files(b)];
  expect(fa.length).toBeGreaterThan(30);
  expect(byPath(fb)).toEqual(byPath(fa));
  // The gallery in the same order.
  const gallery = async (x: Backend) => (await x.media.list({ folder: MEDIA_FOLDERS.gallery })).map((f) => f.fullPath);
  expect(await gallery(b)).toEqual(await gallery(a));
}
