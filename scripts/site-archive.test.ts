import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import { AUTH_SECRET_FILE } from '@/lib/config/data-files.mjs';
import { writeTarGz } from '@/lib/transfer/tar-write.mjs';
import { applicationInput } from '@/test/factories';
import { createBackup, databaseInUse, restoreBackup } from './site-archive.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const dirs: string[] = [];
function tempDir(prefix = 'breeder-backup-'): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const stud = { name: 'Duke', imageUrl: null, available: true, studFee: '$1,500', ofaCertified: true, registration: 'AKC', dob: null, color: 'Light', notes: '' };

/** Everything a visitor or the admin could see, as plain data, plus every uploaded file's bytes. */
async function snapshot(b: LocalBackend, dataDir: string) {
  const files = new Map<string, string>();
  const walk = (dir: string, rel: string) => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      if (ent.isDirectory()) walk(path.join(dir, ent.name), `${rel}${ent.name}/`);
      else files.set(`${rel}${ent.name}`, fs.readFileSync(path.join(dir, ent.name)).toString('base64'));
    }
  };
  walk(path.join(dataDir, 'uploads'), '');
  return {
    puppies: await b.puppies.listAll(),
    publicPuppies: await b.puppies.listPublic(),
    studs: await b.studs.listAll(),
    basicInfo: await b.settings.getBasicInfo(),
    hero: await b.settings.getHeroImage(),
    users: (await b.users.listAll()).map((u) => ({ ...u })),
    hashes: await Promise.all((await b.users.listAll()).map((u) => b.users.getPasswordHash({ id: u.id }))),
    media: await b.media.listAll(),
    // Families' records (docs/family-journey.md): applications, waitlists and the ledger are in the backup too.
    applications: await b.applications.listAll(),
    waitlists: await b.waitlists.listAll(),
    ledger: await b.ledger.listAll(),
    files: [...files].sort(([a], [c]) => a.localeCompare(c)),
  };
}

describe('backup and restore of the embedded default', () => {
  it('backup while the site runs → wipe → restore brings back the same records and files', async () => {
    const dataDir = tempDir();
    const site = await createLocalBackend({ dataDir, adminEmail: 'owner@example.com', adminPassword: 'a-long-password', log: () => {} });
    await site.studs.create({ input: stud });
    const litterId = (await site.puppies.listAll()).find((p) => p.entryType === 'litter')!.id;
    const application = await site.applications.create({ input: applicationInput({ litterId }), statusTokenHash: 'ab'.repeat(32) });
    await site.waitlists.add({ litterId, applicationId: application.id });
    await site.ledger.create({ input: { applicationId: application.id, litterId, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-03-01', method: 'check', note: '' } });
    const hero = await site.media.put({ path: 'hero-image.jpg', bytes: new Uint8Array([1, 2, 3, 4]), contentType: 'image/jpeg' });
    await site.settings.setHeroImage({ url: hero.url });
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'the-session-secret');
    const before = await snapshot(site, dataDir);
    expect(before.puppies.length).toBeGreaterThan(0);
    expect(before.files.length).toBeGreaterThan(5);
    expect([before.applications.length, before.waitlists.length, before.ledger.length]).toEqual([1, 1, 1]);

    // The server keeps its connection open and writes during the backup: the snapshot is consistent.
    const archive = path.join(tempDir('breeder-archives-'), 'site.tar.gz');
    const writing = site.studs.create({ input: { ...stud, name: 'Written during the backup' } });
    const manifest = await createBackup({ dataDir, dest: archive });
    await writing;
    expect(manifest.counts.puppies).toBe(before.puppies.length);
    expect(manifest.files.map((f) => f.name)).toEqual(expect.arrayContaining(['site.db', ...before.files.map(([n]) => `uploads/${n}`)]));
    expect(manifest.missingMedia).toEqual([]);

    // While the server has the database open, restore refuses and changes nothing.
    expect(databaseInUse(dataDir)).toBe(true);
    await expect(restoreBackup({ dataDir, archive })).rejects.toThrow(/in use\. Stop the server/);
    expect(fs.existsSync(path.join(dataDir, 'site.db'))).toBe(true);

    // Changes after the backup, then the server stops and the data is lost.
    await site.puppies.delete({ id: before.puppies[0]!.id });
    site.close();
    expect(databaseInUse(dataDir)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });

    const { previous } = await restoreBackup({ dataDir, archive });
    expect(previous).toBeNull();
    const back = await createLocalBackend({ dataDir, log: () => {} });
    try {
      const after = await snapshot(back, dataDir);
      // The stud written during the backup may or may not be in the snapshot; everything else is identical.
      const studsNoLate = (s: typeof after) => s.studs.filter((x) => x.name !== 'Written during the backup');
      expect(studsNoLate(after)).toEqual(studsNoLate(before));
      expect({ ...after, studs: [] }).toEqual({ ...before, studs: [] });
      // A new server: no secret came back; its first start makes a new one (everyone signs in again).
      expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false);
      expect(back.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(back.db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      back.close();
    }
  });

  it('restoring over a site keeps the replaced data aside and refuses a damaged archive without touching anything', async () => {
    const dataDir = tempDir();
    const site = await createLocalBackend({ dataDir, seed: false });
    await site.studs.create({ input: stud });
    await site.media.put({ path: 'studs/duke.webp', bytes: new Uint8Array(3000).fill(7), contentType: 'image/webp' });
    site.close();
    const archive = path.join(tempDir('breeder-archives-'), 'one.tar.gz');
    await createBackup({ dataDir, dest: archive });

    // Damage one byte of the (gunzipped) tar and recompress: the checksum check catches it.
    const tar = zlib.gunzipSync(fs.readFileSync(archive));
    const at = tar.indexOf(Buffer.alloc(3000, 7));
    expect(at).toBeGreaterThan(0);
    tar[at + 10] = 8;
    const damaged = archive.replace('.tar.gz', '-damaged.tar.gz');
    fs.writeFileSync(damaged, zlib.gzipSync(tar));
    const other = await createLocalBackend({ dataDir, seed: false });
    await other.studs.create({ input: { ...stud, name: 'Finn' } });
    other.close();
    await expect(restoreBackup({ dataDir, archive: damaged })).rejects.toThrow(/uploads\/studs\/duke\.webp does not match its checksum/);
    const still = await createLocalBackend({ dataDir, seed: false });
    expect((await still.studs.listAll()).map((s) => s.name).sort()).toEqual(['Duke', 'Finn']);
    still.close();
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);

    // A truncated archive is refused too.
    const truncated = archive.replace('.tar.gz', '-cut.tar.gz');
    fs.writeFileSync(truncated, zlib.gzipSync(tar.subarray(0, 2048)));
    await expect(restoreBackup({ dataDir, archive: truncated })).rejects.toThrow(/truncated|incomplete|missing/);

    const { previous } = await restoreBackup({ dataDir, archive });
    expect(previous && fs.existsSync(path.join(previous, 'site.db'))).toBeTruthy();
    const back = await createLocalBackend({ dataDir, seed: false });
    expect((await back.studs.listAll()).map((s) => s.name)).toEqual(['Duke']);
    expect(Buffer.from((await back.media.read({ path: 'studs/duke.webp' }))!.bytes)).toEqual(Buffer.alloc(3000, 7));
    back.close();
  });

  it('leaves the session secret out of the archive; a restore keeps the server’s own, even from an archive that still holds one', async () => {
    const dataDir = tempDir();
    (await createLocalBackend({ dataDir, seed: false })).close();
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'the-old-secret');
    const archive = path.join(tempDir('breeder-archives-'), 'now.tar.gz');
    const manifest = await createBackup({ dataDir, dest: archive });
    expect(manifest.files.map((f) => f.name)).toEqual(['site.db']);
    expect(zlib.gunzipSync(fs.readFileSync(archive)).includes('the-old-secret')).toBe(false);

    // An archive made when backups held the secret, restored over a server with a secret of its own.
    const unpacked = tempDir();
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    const old = JSON.parse(fs.readFileSync(path.join(unpacked, 'backup.json'), 'utf8'));
    const secret = Buffer.from('the-archived-secret');
    old.files.push({ name: AUTH_SECRET_FILE, size: secret.length, sha256: createHash('sha256').update(secret).digest('hex') });
    const oldArchive = archive.replace('now.tar.gz', 'old.tar.gz');
    await writeTarGz(oldArchive, [
      { name: 'backup.json', bytes: Buffer.from(JSON.stringify(old)) },
      { name: 'site.db', file: path.join(unpacked, 'site.db') },
      { name: AUTH_SECRET_FILE, bytes: secret },
    ]);
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'the-server-secret');
    const { previous } = await restoreBackup({ dataDir, archive: oldArchive });
    expect(fs.readFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'utf8')).toBe('the-server-secret');
    expect(fs.readdirSync(previous!)).not.toContain(AUTH_SECRET_FILE);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  });

  it('the archive is a plain .tar.gz that tar lists, with long upload paths kept whole', async () => {
    const dataDir = tempDir();
    const site = await createLocalBackend({ dataDir, seed: false });
    const long = `gallery/${'a-very-long-gallery-photo-name-'.repeat(5)}1700000000000.webp`;
    await site.media.put({ path: long, bytes: new Uint8Array([9, 9, 9]), contentType: 'image/webp' });
    site.close();
    const archive = path.join(tempDir('breeder-archives-'), 'long.tar.gz');
    await createBackup({ dataDir, dest: archive });
    const { stdout } = await run('tar', ['-tzf', archive]);
    expect(stdout.split('\n')).toEqual(expect.arrayContaining(['backup.json', 'site.db', `uploads/${long}`]));
    const target = tempDir();
    await restoreBackup({ dataDir: target, archive });
    expect([...fs.readFileSync(path.join(target, 'uploads', ...long.split('/')))]).toEqual([9, 9, 9]);
  });
});

describe('npm run backup / npm run restore (the scripts)', () => {
  it('back up DATA_DIR into a folder, then restore it into an empty DATA_DIR', async () => {
    const dataDir = tempDir();
    const site = await createLocalBackend({ dataDir, seed: false });
    await site.studs.create({ input: stud });
    site.close();
    const out = tempDir('breeder-archives-');
    const env = { ...process.env, DATA_DIR: dataDir, BACKEND: 'local' };
    const backup = await run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), out], { env, cwd: ROOT });
    expect(backup.stdout).toMatch(/Backup written: .*backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz/);
    const [name] = fs.readdirSync(out);
    expect(name).toMatch(/\.tar\.gz$/);

    const empty = path.join(tempDir(), 'fresh');
    const restore = await run(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), path.join(out, name!)], { env: { ...env, DATA_DIR: empty }, cwd: ROOT });
    expect(restore.stdout).toContain('0 puppy entries, 1 dogs, 0 users, 0 uploaded files');
    const back = await createLocalBackend({ dataDir: empty, seed: false });
    expect((await back.studs.listAll()).map((s) => s.name)).toEqual(['Duke']);
    back.close();

    const missing = await run(process.execPath, [path.join(ROOT, 'scripts/restore.mjs')], { env, cwd: ROOT }).catch((e: { code: number; stdout: string }) => e);
    expect(missing).toMatchObject({ code: 1 });
    const firebase = await run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), out], { env: { ...env, BACKEND: 'firebase' }, cwd: ROOT }).catch((e: { code: number; stderr: string }) => e);
    expect(firebase).toMatchObject({ code: 1, stderr: expect.stringContaining('npm run export') });
  });
});
