#!/usr/bin/env node
// npm run backup [-- <archive.tar.gz | folder>]
// Writes one archive of the embedded site (DATA_DIR) while it runs: a consistent SQLite snapshot
// (online backup API) plus the uploads. Default: backups/backup-<UTC time>.tar.gz.
import fs from 'node:fs';
import path from 'node:path';
import { ArchiveError, createBackup, defaultArchiveName, resolveDataDir } from './site-archive.mjs';

const arg = process.argv[2];
if (arg === '-h' || arg === '--help') {
  console.log('Usage: npm run backup [-- <archive.tar.gz | folder>]\nBacks up DATA_DIR (default .data) into one .tar.gz; default folder: backups/.');
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
try {
  const manifest = await createBackup({ dataDir, dest, now });
  const bytes = fs.statSync(dest).size;
  const uploads = manifest.files.filter((f) => f.name.startsWith('uploads/')).length;
  console.log(`Backup written: ${dest} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  from ${dataDir}: ${manifest.counts.puppies ?? 0} puppy entries, ${manifest.counts.studs ?? 0} studs, ${manifest.counts.users ?? 0} users, ${uploads} uploaded files`);
  if (manifest.missingMedia.length) console.warn(`  note: ${manifest.missingMedia.length} media records had no file on disk: ${manifest.missingMedia.slice(0, 5).join(', ')}`);
} catch (e) {
  console.error(e instanceof ArchiveError ? e.message : e);
  process.exit(1);
}
