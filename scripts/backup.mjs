#!/usr/bin/env node
// npm run backup [-- <archive.tar.gz | folder>]
// Writes one archive of the embedded site (DATA_DIR) while it runs: a consistent SQLite snapshot
// (online backup API) plus the uploads. Default: backups/backup-<UTC time>.tar.gz.
// With BACKUP_S3_BUCKET set, the archive is then encrypted and sent off the server, and the
// bucket pruned to its retention scheme (scripts/offsite.mjs, docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { recordOffsiteResult, offsiteConfig, sendOffsite } from './offsite.mjs';
import { ArchiveError, createBackup, defaultArchiveName, resolveDataDir } from './site-archive.mjs';

const arg = process.argv[2];
if (arg === '-h' || arg === '--help') {
  console.log(
    'Usage: npm run backup [-- <archive.tar.gz | folder>]\nBacks up DATA_DIR (default .data) into one .tar.gz; default folder: backups/.\nWith BACKUP_S3_BUCKET (and its keys and BACKUP_PASSPHRASE) set, also sends it, encrypted, off the server.',
  );
  process.exit(0);
}
if ((process.env.BACKEND || 'local') !== 'local') {
  console.error('npm run backup saves the embedded default (BACKEND=local). In Firebase mode use npm run export, or Firestore and Cloud Storage backups.');
  process.exit(1);
}
const dataDir = resolveDataDir();
const now = new Date();
let dest = path.resolve(arg || process.env.BACKUP_DIR || 'backups');
if (!dest.endsWith('.tar.gz') && !dest.endsWith('.tgz')) dest = path.join(dest, defaultArchiveName(now));
let offsite;
try {
  // Checked before the backup starts, so a half set-up is reported at once.
  offsite = offsiteConfig();
  const manifest = await createBackup({ dataDir, dest, now });
  const bytes = fs.statSync(dest).size;
  const uploads = manifest.files.filter((f) => f.name.startsWith('uploads/')).length;
  console.log(`Backup written: ${dest} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  from ${dataDir}: ${manifest.counts.puppies ?? 0} puppy entries, ${(manifest.counts.parents ?? 0) + (manifest.counts.studs ?? 0)} dogs, ${manifest.counts.users ?? 0} users, ${uploads} uploaded files`);
  if (manifest.missingMedia.length) console.warn(`  note: ${manifest.missingMedia.length} media records had no file on disk: ${manifest.missingMedia.slice(0, 5).join(', ')}`);
} catch (e) {
  console.error(e instanceof ArchiveError ? e.message : e);
  process.exit(1);
}
if (offsite) {
  try {
    const sent = await sendOffsite(dest, offsite);
    recordOffsiteResult(dataDir, { ok: true, at: new Date(), key: sent.key, bytes: sent.bytes });
    console.log(`Sent off-site, encrypted: s3://${offsite.bucket}/${sent.key} (${(sent.bytes / 1024 / 1024).toFixed(1)} MB)`);
    if (sent.pruned.length) console.log(`  retention removed ${sent.pruned.length} older archive(s)`);
  } catch (e) {
    const reason = e instanceof ArchiveError ? e.message : `${e?.name ?? 'Error'}: ${e?.message ?? e}`;
    recordOffsiteResult(dataDir, { ok: false, at: new Date(), reason });
    console.error(`The local archive is written, but the off-site copy failed: ${reason}`);
    process.exit(1);
  }
}
