import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backendContract } from '../contract/suite';
import { RATE_KEY_IDLE_MS } from '../types';
import { SCHEMA_VERSION } from './db';
import { createLocalBackend } from './index';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-local-'));
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

backendContract('local', () => createLocalBackend({ dataDir: tempDir(), seed: false }));

describe('local backend: the SQLite file', () => {
  it('runs in WAL mode with a busy timeout and the current schema version', async () => {
    const b = await createLocalBackend({ dataDir: tempDir(), seed: false });
    expect(b.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(b.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(b.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    b.close();
  });

  it('sweeps rate-limit keys not seen for a day as it records hits (rows of a flood do not stay)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const b = await createLocalBackend({ dataDir: tempDir(), seed: false });
      for (let i = 0; i < 50; i++) await b.rateLimits.hit({ key: `contact:203.0.113.${i}`, windowMs: 10 * 60_000 });
      vi.setSystemTime(Date.now() + RATE_KEY_IDLE_MS + 2 * 60_000);
      await b.rateLimits.hit({ key: 'contact:198.51.100.1', windowMs: 10 * 60_000 });
      const keys = b.db.prepare('SELECT DISTINCT key FROM rate_events').all() as { key: string }[];
      expect(keys.map((k) => k.key)).toEqual(['contact:198.51.100.1']);
      b.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps data across reopening and does not re-run migrations', async () => {
    const dir = tempDir();
    const a = await createLocalBackend({ dataDir: dir, seed: false });
    await a.studs.create({ input: { name: 'Duke', imageUrl: null, available: true, studFee: '', ofaCertified: false, registration: '', dob: null, color: '', notes: '' } });
    a.close();
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    expect((await b.studs.listAll()).map((s) => s.name)).toEqual(['Duke']);
    b.close();
  });

  it('keeps insertion order for records made in the same millisecond', async () => {
    const b = await createLocalBackend({ dataDir: tempDir(), seed: false });
    const names = ['Duke', 'Finn', 'Bear', 'Archie', 'Moose', 'Gus'];
    const insert = b.db.prepare(
      "INSERT INTO parents (id, name, sex, stud_offered, stud_available, created_at, updated_at) VALUES (?, ?, 'sire', 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    );
    // Ids sort differently from the insertion order on purpose.
    names.forEach((n, i) => insert.run(`z${9 - i}`, n));
    expect((await b.studs.listAvailable()).map((s) => s.name)).toEqual(names);
    expect((await b.studs.listAll()).map((s) => s.name)).toEqual([...names].reverse());
    b.close();
  });

  it('renders a corrupt row with the product defaults instead of failing', async () => {
    const b = await createLocalBackend({ dataDir: tempDir(), seed: false });
    b.db
      .prepare("INSERT INTO puppies (id, name, sort_order, status, is_public, price, created_at, updated_at) VALUES ('broken', NULL, NULL, '', NULL, NULL, 'x', 'x')")
      .run();
    const [p] = await b.puppies.listPublic();
    expect(p).toMatchObject({ id: 'broken', name: 'Unnamed', order: 9999, status: 'Available', public: true, entryType: 'puppy', price: null });
    b.close();
  });

  it('seeds demo content and one admin once, with a random password kept in a 0600 file', async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const b = await createLocalBackend({ dataDir: dir, log: (l) => lines.push(l) });
    const all = await b.puppies.listAll();
    expect(all.filter((p) => p.entryType === 'puppy')).toHaveLength(14);
    // The three litters of the listing and the born, hidden one with the demo puppy record.
    expect(all.filter((p) => p.entryType === 'litter')).toHaveLength(4);
    const born = all.find((p) => p.name === 'Bella × Finn litter')!;
    expect(born.public).toBe(false);
    const pups = await b.litters.listPuppies({ litterId: born.id });
    expect(pups.map((p) => p.name)).toEqual(['Honey', 'Cooper', 'Willow']);
    expect((await b.records.listWeights({ puppyIds: pups.map((p) => p.id) })).length).toBe(3 * 39);
    expect((await b.records.listHealth({ puppyIds: [pups[0]!.id] })).map((e) => e.what)).toEqual(['Deworming 1', 'Deworming 2']);
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['Available', 'Reserved', 'Adopted', 'Hold']));
    expect(all.some((p) => !p.public)).toBe(true);
    expect(all.some((p) => p.price === null) && all.some((p) => (p.price ?? 0) > 0)).toBe(true);
    expect(await b.studs.listAll()).toHaveLength(4);
    expect(await b.studs.listAvailable()).toHaveLength(3);
    expect(await b.media.list({ folder: 'adminGallery' })).toHaveLength(12);
    const info = await b.settings.getBasicInfo();
    expect(info?.address).toMatch(/Albion, NY/);
    expect(info?.phone.replace(/\D/g, '')).toHaveLength(10);
    expect(info?.notificationEmails).toHaveLength(1);
    expect((await b.settings.getHeroImage()).url).toBe('/hero-bg-square.png');

    const admin = await b.users.getByEmail({ email: 'admin@breeder.local' });
    expect(admin?.role).toBe('admin');
    const file = path.join(dir, 'admin-credentials.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    expect(password).toHaveLength(20);
    expect(lines.join('\n')).toContain(password!);
    b.close();

    // Reopening (another process, a restart) seeds nothing again, even after the owner deletes entries.
    const again = await createLocalBackend({ dataDir: dir, log: (l) => lines.push(l) });
    for (const p of await again.puppies.listAll()) await again.puppies.delete({ id: p.id });
    again.close();
    const third = await createLocalBackend({ dataDir: dir });
    expect(await third.puppies.listAll()).toEqual([]);
    expect(await third.users.count()).toBe(1);
    third.close();
  });

  it('uses ADMIN_EMAIL/ADMIN_PASSWORD when given and writes no credentials file', async () => {
    const dir = tempDir();
    const b = await createLocalBackend({ dataDir: dir, demo: false, adminEmail: 'owner@example.com', adminPassword: 'correct horse battery' });
    expect((await b.users.getByEmail({ email: 'owner@example.com' }))?.role).toBe('admin');
    expect(fs.existsSync(path.join(dir, 'admin-credentials.txt'))).toBe(false);
    expect(await b.puppies.listAll()).toEqual([]);
    b.close();
  });
});
