import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFSITE_STATUS_FILE } from '@/lib/config/data-files.mjs';
import { signInAs, useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir('breeder-offsite-status-');
process.env.BACKUP_S3_BUCKET = 'site-backups';
const { offsiteBackupStatus } = await import('./backups');
const { age } = await import('@/components/admin/dashboard/offsite-backup');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
afterAll(() => {
  delete process.env.BACKUP_S3_BUCKET;
  tmp.cleanup();
});

const NOW = new Date('2026-11-26T12:00:00Z');
const note = (value: object) => fs.writeFileSync(path.join(tmp.dir, OFFSITE_STATUS_FILE), JSON.stringify(value));

describe('the Dashboard line on off-site backups', () => {
  it('is for the owner only', async () => {
    await signInAs(await backend.users.create({ email: 'someone@example.test' }));
    await expect(offsiteBackupStatus(NOW)).rejects.toThrow();
  });

  it('warns when no copy was sent yet, or the last one is more than 48 hours old, and shows a failure newer than it', async () => {
    await signInAs(await backend.users.create({ email: 'backup-owner@example.test', role: 'admin' }));
    expect(await offsiteBackupStatus(NOW)).toEqual({ kind: 'set-up', lastSuccess: null, lastFailure: null, stale: true });

    note({ lastSuccess: { at: '2026-11-25T03:00:00Z', key: 'backups/backup-2026-11-25T03-00-00Z.tar.gz.enc', bytes: 2_000_000 } });
    expect(await offsiteBackupStatus(NOW)).toMatchObject({ kind: 'set-up', stale: false, lastFailure: null, lastSuccess: { bytes: 2_000_000 } });

    note({ lastSuccess: { at: '2026-11-24T11:59:00Z', key: 'k', bytes: 1 }, lastFailure: { at: '2026-11-23T03:00:00Z', reason: 'old news' } });
    expect(await offsiteBackupStatus(NOW)).toMatchObject({ stale: true, lastFailure: null });

    note({ lastSuccess: { at: '2026-11-25T03:00:00Z', key: 'k', bytes: 1 }, lastFailure: { at: '2026-11-26T03:00:00Z', reason: 'NoSuchBucket: gone' } });
    expect(await offsiteBackupStatus(NOW)).toMatchObject({ stale: false, lastFailure: { reason: 'NoSuchBucket: gone' } });

    fs.writeFileSync(path.join(tmp.dir, OFFSITE_STATUS_FILE), 'not json');
    expect(await offsiteBackupStatus(NOW)).toMatchObject({ lastSuccess: null, stale: true });
  });

  it('says how long ago in words that read the same in every time zone', () => {
    expect(age(new Date('2026-11-26T11:59:40Z'), NOW)).toBe('just now');
    expect(age(new Date('2026-11-26T11:59:00Z'), NOW)).toBe('1 minute ago');
    expect(age(new Date('2026-11-26T09:00:00Z'), NOW)).toBe('3 hours ago');
    expect(age(new Date('2026-11-23T12:00:00Z'), NOW)).toBe('3 days ago');
  });
});
