/**
 * `npm run import -- <file.tar.gz> [--force]`: loads an archive of `npm run export` into the site's
 * backend (BACKEND and its settings, as the site opens it), keeping ids, creation times and order;
 * image URLs point at the new backend's media. Refuses a backend that holds records unless --force.
 */
import path from 'node:path';
import fs from 'node:fs';
import { openBackend } from '@/lib/backend';
import { importSite } from '@/lib/transfer/import';

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
  const backend = await openBackend({ seed: false });
  try {
    console.log(`Importing ${file} into the ${backend.kind} backend…`);
    const s = await importSite(backend, file, { force, log: (l) => console.log(l) });
    console.log(`Imported ${s.puppies} entries, ${s.studs} studs, ${s.users} users, ${s.outbox} messages and ${s.media} files.`);
    if (s.passwordsKept.length) console.log(`${s.passwordsKept.length} account(s) sign in with their old password.`);
    for (const n of s.notices) console.log(`\n${n}`);
    if (backend.kind === 'local') console.log('\nRestart the site (or wait for its cache) to see the imported content.');
    return 0;
  } finally {
    await backend.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
