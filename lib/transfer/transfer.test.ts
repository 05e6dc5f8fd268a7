import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/config/password';
import { expectSameSite, populate, tempBackends } from '@/test/transfer';
import { exportSite } from './export';
import { importSite } from './import';
import { seedDemo } from './seed';
import { readTarGz, writeTarGz } from './tar';

const { local, tempDir } = tempBackends('breeder-transfer-');

async function collect(file: string) {
  const out: { name: string; bytes: number[] }[] = [];
  for await (const e of readTarGz(file)) out.push({ name: e.name, bytes: Array.from(e.bytes) });
  return out;
}

describe('tar.gz archive', () => {
  it('round-trips files of any size, long names included, and tar itself reads it', async () => {
    const file = path.join(tempDir(), 'a.tar.gz');
    const long = `media/${'d'.repeat(90)}/${'f'.repeat(90)}.webp`;
    const entries = [
      { name: 'site.json', bytes: new TextEncoder().encode('{"a":1}') },
      { name: 'media/empty.png', bytes: new Uint8Array(0) },
      { name: 'media/block.png', bytes: new Uint8Array(512).fill(7) },
      { name: long, bytes: Uint8Array.from({ length: 1500 }, (_, i) => i % 251) },
    ];
    await writeTarGz(file, entries);
    expect(await collect(file)).toEqual(entries.map((e) => ({ name: e.name, bytes: Array.from(e.bytes) })));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['a.tar.gz']);
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map((e) => e.name));
  });

  it('the one writer (shared with the backup script) gives a name no ustar header holds a PAX record that tar reads', async () => {
    const { writeTarGz: writeShared } = await import('./tar-write.mjs');
    const file = path.join(tempDir(), 'pax.tar.gz');
    const name = `uploads/${'p'.repeat(150)}.webp`;
    await writeShared(file, [{ name, bytes: new Uint8Array([1, 2, 3]) }]);
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim()).toBe(name);
  });

  it('refuses a truncated or damaged archive with a clear message', async () => {
    const file = path.join(tempDir(), 'b.tar.gz');
    await writeTarGz(file, [{ name: 'x', bytes: new Uint8Array(2000) }]);
    const { gunzipSync } = await import('node:zlib');
    const raw = gunzipSync(fs.readFileSync(file));
    fs.writeFileSync(file, gzipSync(raw.subarray(0, 1024)));
    await expect(collect(file)).rejects.toThrow(/truncated/);
    const bad = Buffer.from(raw);
    bad[10] = 0x41; // inside the first header's name
    fs.writeFileSync(file, gzipSync(bad));
    await expect(collect(file)).rejects.toThrow(/checksum/);
  });
});

describe('export and import on the embedded backend', () => {
  it('round-trips every record and file: ids, times, order, settings, roles and password hashes', async () => {
    const a = await local();
    const { accounts } = await populate(a);
    // A litter with a life and a puppy in it (docs/litters.md).
    const litter = (await a.litters.list())[0]!;
    await a.litters.update({ id: litter.id, input: { ...litter.life, stage: 'born', birthDate: '2026-01-02', males: 3, goHomeNotes: 'Crate trained' } });
    const pup = (await a.puppies.listAll()).find((p) => p.entryType === 'puppy')!;
    await a.litters.assign({ puppyId: pup.id, litterId: litter.id });
    const file = path.join(tempDir(), 'site.tar.gz');
    const exported = await exportSite(a, file);
    expect(exported).toMatchObject({ puppies: 18, studs: 5, parents: 2, testimonials: 2, users: 3, outbox: 2, media: 62, journal: 2, families: 1, applications: 2, waitlists: 2, ledger: 1, subscribers: 2, warnings: [] });

    const b = await local();
    const before = Date.now();
    const imported = await importSite(b, file);
    // Running servers learn of it through the shared cache's tag times.
    const times = await b.cache.tagTimes();
    for (const tag of ['puppies', 'studs', 'gallery', 'settings', '_N_T_/layout']) expect(times[tag]).toBeGreaterThanOrEqual(before);
    expect(imported).toMatchObject({ puppies: 18, studs: 5, parents: 2, testimonials: 2, users: 3, outbox: 2, media: 62, journal: 2, families: 1, applications: 2, waitlists: 2, ledger: 1, subscribers: 2 });
    // The journal photo's URL is the target's own.
    for (const p of await b.journal.listAll()) for (const m of p.media) expect(b.media.pathFromUrl(m.url)).toMatch(/^journal\//);
    expect(imported.passwordsKept.sort()).toEqual([accounts.admin.email, accounts.member.email].sort());
    expect(imported.notices.join('\n')).toMatch(/1 account\(s\) have no password here .*Forgot password/);
    await expectSameSite(a, b, { passwords: 'same' });
    expect((await b.litters.list()).map((l) => [l.id, l.life])).toEqual((await a.litters.list()).map((l) => [l.id, l.life]));
    expect((await b.puppies.get({ id: pup.id }))!.litterId).toBe(litter.id);
    expect((await b.settings.getMessageRetention()).handledDays).toBe(30);
    // Image URLs are the target's own.
    for (const p of await b.puppies.listAll()) if (p.imageUrl?.startsWith('/media/')) expect(b.media.pathFromUrl(p.imageUrl)).not.toBeNull();
    const admin = (await b.users.getByEmail({ email: accounts.admin.email }))!;
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(accounts.admin.password, await b.users.getPasswordHash({ id: admin.id }))).toBe(true);
  });

  it('refuses a backend that holds records unless --force, which replaces the same ids and keeps the rest', async () => {
    const a = await local();
    await seedDemo(a);
    const file = path.join(tempDir(), 'site.tar.gz');
    await exportSite(a, file);
    const b = await local();
    const mine = await b.studs.create({ input: { name: 'Mine', imageUrl: null, available: true, studFee: '', ofaCertified: false, registration: '', dob: null, color: '', notes: '' } });
    await expect(importSite(b, file)).rejects.toThrow(/already holds records \(1 stud\).*--force/);
    expect((await b.studs.listAll()).length).toBe(1);
    await importSite(b, file, { force: true });
    await importSite(b, file, { force: true });
    expect((await b.studs.listAll()).map((s) => s.id).sort()).toEqual([mine.id, ...(await a.studs.listAll()).map((s) => s.id)].sort());
    expect((await b.puppies.listAll()).length).toBe(18);
  });

  it('refuses a file that is not a site archive', async () => {
    const file = path.join(tempDir(), 'other.tar.gz');
    await writeTarGz(file, [{ name: 'site.json', bytes: new TextEncoder().encode('{"format":"something-else"}') }]);
    await expect(importSite(await local(), file)).rejects.toThrow(/not a site archive/);
    fs.writeFileSync(file, 'plain text');
    await expect(importSite(await local(), file)).rejects.toThrow();
  });

  it('an imported store opened by the site gets neither the demo nor a second admin on top', async () => {
    const a = await local();
    const { accounts } = await populate(a);
    const file = path.join(tempDir(), 'site.tar.gz');
    await exportSite(a, file);
    const dir = tempDir();
    const b = await local(dir);
    await importSite(b, file);
    const lines: string[] = [];
    const site = await local(dir, { adminEmail: 'first@example.com', log: (l) => lines.push(l) });
    expect((await site.puppies.listAll()).length).toBe(18);
    expect(await site.users.getByEmail({ email: 'first@example.com' })).toBeNull();
    expect((await site.users.getByEmail({ email: accounts.admin.email }))?.role).toBe('admin');
    expect(lines).toEqual([]);
  });
});

describe('npm run seed on the embedded backend', () => {
  it('adds the demo to an empty store, refuses a store with content unless --force', async () => {
    const b = await local();
    expect(await seedDemo(b)).toEqual({ puppies: 18, studs: 4, gallery: 12, parents: 1, testimonials: 2 });
    expect((await b.cache.tagTimes()).puppies).toBeGreaterThan(0);
    expect((await b.puppies.listPublic()).length).toBeGreaterThan(10);
    expect((await b.settings.getBasicInfo())?.address).toMatch(/Albion/);
    await expect(seedDemo(b)).rejects.toThrow(/already has content \(18 entries, 4 studs, 1 parent, 58 files, Basic Info\).*--force/);
    await seedDemo(b, { force: true });
    expect((await b.puppies.listAll()).length).toBe(36);
  });

  it('counts an account or a message as no content: a site with only its admin still gets the demo', async () => {
    const b = await local();
    await b.users.create({ email: 'owner@example.com', role: 'admin' });
    await seedDemo(b);
    expect((await b.studs.listAll()).length).toBe(4);
  });
});

describe('the commands (npm run seed / export / import)', () => {
  const run = async (script: string, args: string[], env: Record<string, string>) => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', script, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, BACKEND: 'local', ...env },
      encoding: 'utf8',
    });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  };

  it('seed, export and import through the site’s own backend (DATA_DIR), with exit codes and messages', { timeout: 60_000 }, async () => {
    const [from, to] = [tempDir(), tempDir()];
    const file = path.join(tempDir(), 'site.tar.gz');
    expect(await run('scripts/seed.ts', [], { DATA_DIR: from })).toMatchObject({ code: 0, out: expect.stringContaining('18 entries, 4 studs, 1 parent, 12 gallery photos') });
    const again = await run('scripts/seed.ts', [], { DATA_DIR: from });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already has content/);
    expect(await run('scripts/export.ts', [file], { DATA_DIR: from })).toMatchObject({ code: 0, out: expect.stringContaining('Exported 18 entries, 4 studs, 0 users, 0 messages and 58 files') });
    expect(await run('scripts/import.ts', [file], { DATA_DIR: to })).toMatchObject({ code: 0, out: expect.stringContaining('Imported 18 entries, 4 studs') });
    const refused = await run('scripts/import.ts', [file], { DATA_DIR: to });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/already holds records .*--force/);
    expect((await run('scripts/import.ts', [], { DATA_DIR: to })).code).toBe(2);
    // Neither command seeded the stores: the target holds exactly the source's records.
    await expectSameSite(await local(from), await local(to), { passwords: 'same' });
  });
});
