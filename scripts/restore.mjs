#!/usr/bin/env node
// npm run restore -- <archive.tar.gz>
// Brings the embedded site (DATA_DIR) back from an archive made by npm run backup.
// Stop the server first; start it again afterwards (the restore refuses while the database is open).
import { ArchiveError, resolveDataDir, restoreBackup } from './site-archive.mjs';

const archive = process.argv[2];
if (!archive || archive === '-h' || archive === '--help') {
  console.log('Usage: npm run restore -- <archive.tar.gz>\nStop the server first. Replaces DATA_DIR (default .data) with the archive; the previous data moves to DATA_DIR/pre-restore-<time>/.');
  process.exit(archive ? 0 : 1);
}
if ((process.env.BACKEND || 'local') !== 'local') {
  console.error('npm run restore restores the embedded default (BACKEND=local). In Firebase mode use npm run import.');
  process.exit(1);
}
const dataDir = resolveDataDir();
try {
  const { manifest, previous } = await restoreBackup({ dataDir, archive });
  console.log(`Restored ${archive} (made ${manifest.createdAt}) into ${dataDir}:`);
  console.log(`  ${manifest.counts.puppies ?? 0} puppy entries, ${manifest.counts.studs ?? 0} studs, ${manifest.counts.users ?? 0} users, ${manifest.files.filter((f) => f.name.startsWith('uploads/')).length} uploaded files`);
  if (previous) console.log(`  The data it replaced is in ${previous} (delete it once the restored site looks right).`);
  console.log('Start the server again (npm start, or docker compose start app).');
} catch (e) {
  console.error(e instanceof ArchiveError ? e.message : e);
  process.exit(1);
}
