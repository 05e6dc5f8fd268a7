/**
 * `npm run export -- <file.tar.gz>`: every record and media file of the site's backend (BACKEND and
 * its settings, from the environment or .env.local, as the site opens it) in one portable archive.
 * `npm run import -- <file>` loads it into either backend. See README "Move between backends".
 */
import path from 'node:path';
import { exportSite } from '@/lib/transfer/export';
import { runCommand, withBackend } from './cli';

async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length || file.startsWith('-')) {
    console.error('Usage: npm run export -- <archive.tar.gz>');
    return 2;
  }
  const target = path.resolve(file);
  return withBackend(async (backend) => {
    console.log(`Exporting the ${backend.kind} backend to ${target}…`);
    const s = await exportSite(backend, target, (l) => console.log(l));
    for (const w of s.warnings) console.warn(`Warning: ${w}`);
    console.log(`Exported ${s.puppies} entries, ${s.studs} studs, ${s.users} users, ${s.outbox} messages and ${s.media} files to ${target}.`);
    console.log('The archive holds personal data (accounts, password hashes, messages): keep it private.');
    return 0;
  });
}

runCommand(main);
