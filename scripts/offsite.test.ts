import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from '@/lib/backend/local';
import { OFFSITE_STATUS_FILE } from '@/lib/config/data-files.mjs';
import { archiveTime, decryptFile, encryptFile, offsiteConfig, retention } from './offsite.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const PASSPHRASE = 'correct horse battery staple';
const dirs: string[] = [];
function tempDir(prefix = 'breeder-offsite-'): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('archive encryption', () => {
  it('round-trips, and a wrong passphrase or a changed byte opens nothing', async () => {
    const dir = tempDir();
    const plain = path.join(dir, 'a.tar.gz');
    const bytes = Buffer.concat([Buffer.from('backup bytes '), Buffer.alloc(200_000, 7)]);
    fs.writeFileSync(plain, bytes);
    await encryptFile(plain, `${plain}.enc`, PASSPHRASE);
    const sealed = fs.readFileSync(`${plain}.enc`);
    expect(sealed.subarray(0, 8).toString()).toBe('AGBKENC1');
    expect(sealed.includes(Buffer.from('backup bytes'))).toBe(false);

    await decryptFile(`${plain}.enc`, path.join(dir, 'back'), PASSPHRASE);
    expect(fs.readFileSync(path.join(dir, 'back')).equals(bytes)).toBe(true);

    await expect(decryptFile(`${plain}.enc`, path.join(dir, 'wrong'), 'not the passphrase at all')).rejects.toThrow(/passphrase does not open this archive/);
    expect(fs.existsSync(path.join(dir, 'wrong'))).toBe(false);

    const changed = Buffer.from(sealed);
    changed[5000] = changed[5000]! ^ 1;
    fs.writeFileSync(path.join(dir, 'changed.enc'), changed);
    await expect(decryptFile(path.join(dir, 'changed.enc'), path.join(dir, 'x'), PASSPHRASE)).rejects.toThrow(/passphrase does not open this archive/);

    const header = Buffer.from(sealed);
    header[10] = header[10]! ^ 1; // the salt: authenticated as well
    fs.writeFileSync(path.join(dir, 'header.enc'), header);
    await expect(decryptFile(path.join(dir, 'header.enc'), path.join(dir, 'y'), PASSPHRASE)).rejects.toThrow(/passphrase does not open/);

    fs.writeFileSync(path.join(dir, 'empty'), '');
    await encryptFile(path.join(dir, 'empty'), path.join(dir, 'empty.enc'), PASSPHRASE);
    await decryptFile(path.join(dir, 'empty.enc'), path.join(dir, 'empty.back'), PASSPHRASE);
    expect(fs.readFileSync(path.join(dir, 'empty.back')).length).toBe(0);
    await expect(encryptFile(plain, path.join(dir, 'short.enc'), 'short')).rejects.toThrow(/at least 12 characters/);
  });
});

describe('off-site settings', () => {
  it('are off without a bucket, and a half set-up says what is missing', () => {
    expect(offsiteConfig({})).toBeNull();
    expect(() => offsiteConfig({ BACKUP_S3_BUCKET: 'b' })).toThrow(/BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_PASSPHRASE must be set/);
    const full = { BACKUP_S3_BUCKET: 'b', BACKUP_S3_ACCESS_KEY_ID: 'k', BACKUP_S3_SECRET_ACCESS_KEY: 's', BACKUP_PASSPHRASE: PASSPHRASE };
    expect(() => offsiteConfig({ ...full, BACKUP_PASSPHRASE: 'too short' })).toThrow(/at least 12/);
    expect(() => offsiteConfig({ ...full, BACKUP_KEEP_DAILY: 'seven' })).toThrow(/BACKUP_KEEP_DAILY must be a whole number/);
    expect(offsiteConfig({ ...full, BACKUP_S3_PREFIX: 'site' })).toMatchObject({ prefix: 'site/', keep: { daily: 7, weekly: 4, monthly: 12 }, region: 'us-east-1' });
  });
});

describe('retention', () => {
  const key = (d: Date) => `backups/backup-${d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz.enc`;
  it('keeps the newest of each of 7 days, 4 weeks and 12 months, and the newest of all', () => {
    // Two backups a day at 03:00 and 15:00 UTC for 400 days up to 2026-11-26.
    const end = Date.UTC(2026, 10, 26, 15);
    const keys: string[] = [];
    for (let h = 0; h < 400 * 24; h += 12) keys.push(key(new Date(end - h * 3_600_000)));
    keys.push('backups/notes.txt.tar.gz.enc'); // not made by npm run backup: never removed
    const { keep, drop } = retention(keys, { daily: 7, weekly: 4, monthly: 12 });
    expect(keep.length + drop.length).toBe(keys.length);
    expect(keep).toContain('backups/notes.txt.tar.gz.enc');
    const kept = keep.map(archiveTime).filter((d): d is Date => !!d).map((d) => d.toISOString().slice(0, 13));
    // The last 7 days: each day's 15:00 archive.
    for (let day = 20; day <= 26; day++) expect(kept).toContain(`2026-11-${day}T15`);
    expect(kept).not.toContain('2026-11-26T03');
    // 12 months: the newest archive of each month from Dec 2025 to Nov 2026.
    for (const month of ['2025-12-31', '2026-01-31', '2026-06-30', '2026-10-31']) expect(kept).toContain(`${month}T15`);
    expect(kept.some((k) => k.startsWith('2025-11'))).toBe(false);
    // Days, weeks and months overlap: at most 7 + 4 + 12 dated archives, and at least 12.
    expect(kept.length).toBeLessThanOrEqual(23);
    expect(kept.length).toBeGreaterThanOrEqual(12);
  });

  it('keeps everything while there are fewer archives than the scheme holds, and zero keeps only the newest', () => {
    const keys = [key(new Date('2026-11-24T03:00:00Z')), key(new Date('2026-11-25T03:00:00Z')), key(new Date('2026-11-26T03:00:00Z'))];
    expect(retention(keys, { daily: 7, weekly: 4, monthly: 12 }).drop).toEqual([]);
    expect(retention(keys, { daily: 0, weekly: 0, monthly: 0 }).keep).toEqual([keys[2]]);
  });
});

describe('npm run backup and restore through an S3-compatible server', () => {
  let s3rver: S3rver;
  let endpoint = '';
  const BUCKET = 'site-backups';
  beforeAll(async () => {
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('breeder-s3rver-'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3rver?.close();
  });

  it('sends an encrypted archive, prunes old ones, notes the result, and restores from it', async () => {
    const env = {
      ...process.env,
      BACKEND: 'local',
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_PASSPHRASE: PASSPHRASE,
      BACKUP_KEEP_DAILY: '2',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_KEEP_MONTHLY: '0',
    };
    const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    // Three archives from earlier days are already there; with 2 daily kept, two of them go.
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `backups/backup-${day}T03-00-00Z.tar.gz.enc`, Body: 'old' }));
    }

    const dataDir = tempDir();
    const site = await createLocalBackend({ dataDir, adminEmail: 'owner@example.com', adminPassword: 'a-long-password', log: () => {} });
    const puppies = (await site.puppies.listAll()).map((p) => p.name).sort();
    site.close();
    const local = tempDir('breeder-archives-');
    const backup = await run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), local], { cwd: ROOT, env: { ...env, DATA_DIR: dataDir } });
    expect(backup.stdout).toMatch(/Sent off-site, encrypted: s3:\/\/site-backups\/backups\/backup-.*\.tar\.gz\.enc/);
    expect(backup.stdout).toMatch(/retention removed 2 older archive/);
    expect(fs.readdirSync(local).filter((n) => n.endsWith('.enc'))).toEqual([]); // the sealed copy is not left behind

    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'backups/' }));
    const keys = (listed.Contents ?? []).map((c) => c.Key!).sort();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe('backups/backup-2026-11-03T03-00-00Z.tar.gz.enc');

    const status = JSON.parse(fs.readFileSync(path.join(dataDir, OFFSITE_STATUS_FILE), 'utf8'));
    expect(status.lastSuccess.key).toBe(keys[1]);
    expect(JSON.stringify(status)).not.toContain(PASSPHRASE);

    // The server's disk is lost: a new machine restores from the bucket.
    const fresh = path.join(tempDir(), 'data');
    const restored = await run(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), '--offsite', 'latest'], { cwd: ROOT, env: { ...env, DATA_DIR: fresh } });
    expect(restored.stdout).toContain(`Fetched and decrypted s3://site-backups/${keys[1]}`);
    const back = await createLocalBackend({ dataDir: fresh, log: () => {} });
    try {
      expect((await back.puppies.listAll()).map((p) => p.name).sort()).toEqual(puppies);
    } finally {
      back.close();
    }

    // The wrong passphrase restores nothing and says why.
    const other = path.join(tempDir(), 'data');
    const refused = await run(process.execPath, [path.join(ROOT, 'scripts/restore.mjs'), '--offsite', 'latest'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: other, BACKUP_PASSPHRASE: 'some other passphrase' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/passphrase does not open this archive/) });
    expect(fs.existsSync(path.join(other, 'site.db'))).toBe(false);
  }, 60_000);

  it('a failed upload keeps the local archive, exits 1 and is noted for the Dashboard', async () => {
    const dataDir = tempDir();
    (await createLocalBackend({ dataDir, seed: false, log: () => {} })).close();
    const local = tempDir('breeder-archives-');
    const failed = await run(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), local], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        BACKUP_S3_BUCKET: 'no-such-bucket',
        BACKUP_S3_ENDPOINT: endpoint,
        BACKUP_S3_FORCE_PATH_STYLE: 'true',
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
        BACKUP_PASSPHRASE: PASSPHRASE,
      },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/local archive is written, but the off-site copy failed/) });
    expect(fs.readdirSync(local).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(1);
    const status = JSON.parse(fs.readFileSync(path.join(dataDir, OFFSITE_STATUS_FILE), 'utf8'));
    expect(status.lastFailure.reason).toMatch(/NoSuchBucket/);
    expect(status.lastSuccess).toBeUndefined();
  }, 60_000);
});
