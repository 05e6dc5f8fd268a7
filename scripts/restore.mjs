#!/usr/bin/env node
// npm run restore -- <archive.tar.gz | archive.tar.gz.enc | --offsite [latest | <name>]>
// Brings the embedded site (DATA_DIR) back from an archive made by npm run backup: a local one,
// an encrypted one (BACKUP_PASSPHRASE), or one fetched from the off-site bucket (docs/operations.md).
// Stop the server first; start it again afterwards (the restore refuses while the database is open).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decryptFile, ENCRYPTED_SUFFIX, fetchOffsite, offsiteConfig } from './offsite.mjs';
import { ArchiveError, resolveDataDir, restoreBackup } from './site-archive.mjs';

const [arg, which] = process.argv.slice(2);
if (!arg || arg === '-h' || arg === '--help') {
  console.log(
    'Usage: npm run restore -- <archive.tar.gz>\n       npm run restore -- <archive.tar.gz.enc>          (BACKUP_PASSPHRASE set)\n       npm run restore -- --offsite [latest | <name>]   (the off-site settings set)\nStop the server first. Replaces DATA_DIR (default .data) with the archive; the previous data moves to DATA_DIR/pre-restore-<time>/.',
  );
  process.exit(arg ? 0 : 1);
}
if ((process.env.BACKEND || 'local') !== 'local') {
  console.error('npm run restore restores the embedded default (BACKEND=local). In Firebase mode use npm run import.');
  process.exit(1);
}
const dataDir = resolveDataDir();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
try {
  let archive = arg;
  if (arg === '--offsite') {
    const config = offsiteConfig();
    if (!config) throw new ArchiveError('--offsite needs BACKUP_S3_BUCKET and its settings (docs/operations.md).');
    archive = path.join(work, 'offsite.tar.gz');
    const key = await fetchOffsite(which || 'latest', archive, config);
    console.log(`Fetched and decrypted s3://${config.bucket}/${key}`);
  } else if (arg.endsWith(ENCRYPTED_SUFFIX)) {
    if (!process.env.BACKUP_PASSPHRASE) throw new ArchiveError('This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
    archive = path.join(work, 'decrypted.tar.gz');
    await decryptFile(arg, archive, process.env.BACKUP_PASSPHRASE);
  }
  const { manifest, previous } = await restoreBackup({ dataDir, archive });
  console.log(`Restored ${arg === '--offsite' ? 'the off-site archive' : arg} (made ${manifest.createdAt}) into ${dataDir}:`);
  console.log(`  ${manifest.counts.puppies ?? 0} puppy entries, ${(manifest.counts.parents ?? 0) + (manifest.counts.studs ?? 0)} dogs, ${manifest.counts.users ?? 0} users, ${manifest.files.filter((f) => f.name.startsWith('uploads/')).length} uploaded files`);
  if (previous) console.log(`  The data it replaced is in ${previous} (delete it once the restored site looks right).`);
  console.log('Start the server again (npm start, or docker compose start app).');
} catch (e) {
  console.error(e instanceof ArchiveError ? e.message : e);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
