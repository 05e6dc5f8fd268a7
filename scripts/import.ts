/**
 * `npm run import -- <file.tar.gz> [--force]`: loads an archive of `npm run export` into the site's
 * backend (BACKEND and its settings, as the site opens it), keeping ids, creation times and order;
 * image URLs point at the new backend's media. Refuses a backend that holds records unless --force.
 */
import path from 'node:path';
import fs from 'node:fs';
import { importSite } from '@/lib/transfer/import';
import { runCommand, withBackend } from './cli';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('Usage: npm run import -- <archive.tar.gz> [--force]');
    return 2;
  }
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file)) {
    console.error(`No file ${file}.`);
    return 2;
  }
  return withBackend(async (backend) => {
    console.log(`Importing ${file} into the ${backend.kind} backend…`);
    const s = await importSite(backend, file, { force, log: (l) => console.log(l) });
    console.log(`Imported ${s.puppies} entries, ${s.studs} studs, ${s.users} users, ${s.outbox} messages and ${s.media} files.`);
    if (s.passwordsKept.length) console.log(`${s.passwordsKept.length} account(s) sign in with their old password.`);
    for (const n of s.notices) console.log(`\n${n}`);
    console.log('\nRunning servers show the imported content within a few seconds (their cache tags were invalidated).');
    return 0;
  });
}

runCommand(main);
