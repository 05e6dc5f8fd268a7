import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { requireAdminPage } from '@/lib/auth/guard';
import { OFFSITE_STATUS_FILE } from '@/lib/config/data-files.mjs';
import { serverEnv } from '@/lib/config/env';

/** How old the last off-site copy may be before the Dashboard warns (the nightly job plus a day). */
const OFFSITE_STALE_MS = 48 * 60 * 60 * 1000;

type OffsiteBackupStatus =
  | { kind: 'not-applicable' } // Firebase mode: Google's own backups (docs/deploy-firebase.md)
  | { kind: 'not-set-up' }
  | {
      kind: 'set-up';
      lastSuccess: { at: Date; key: string; bytes: number } | null;
      lastFailure: { at: Date; reason: string } | null;
      stale: boolean;
    };

function parsedDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The last off-site backup of the embedded site, for the owner's Dashboard (docs/operations.md,
 * "Off-site backups"). Admin only; reads the note the backup script leaves in DATA_DIR.
 */
export async function offsiteBackupStatus(now = new Date()): Promise<OffsiteBackupStatus> {
  await requireAdminPage();
  const env = serverEnv();
  if (env.BACKEND !== 'local') return { kind: 'not-applicable' };
  let note: Record<string, Record<string, unknown> | undefined> = {};
  try {
    note = JSON.parse(await fs.readFile(path.join(env.dataDir, OFFSITE_STATUS_FILE), 'utf8'));
  } catch {
    note = {};
  }
  if (!env.BACKUP_S3_BUCKET && !note.lastSuccess) return { kind: 'not-set-up' };
  const successAt = parsedDate(note.lastSuccess?.at);
  const failureAt = parsedDate(note.lastFailure?.at);
  const lastSuccess = successAt ? { at: successAt, key: String(note.lastSuccess?.key ?? ''), bytes: Number(note.lastSuccess?.bytes ?? 0) } : null;
  // A failure older than the last success is history, not news.
  const lastFailure = failureAt && (!successAt || failureAt > successAt) ? { at: failureAt, reason: String(note.lastFailure?.reason ?? '') } : null;
  return { kind: 'set-up', lastSuccess, lastFailure, stale: !lastSuccess || now.getTime() - lastSuccess.at.getTime() > OFFSITE_STALE_MS };
}
