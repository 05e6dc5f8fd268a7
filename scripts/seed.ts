/**
 * `npm run seed [-- --force]`: the demo content (puppies and litters, studs, gallery, Basic Info) of
 * a new embedded site, written into the site's backend (BACKEND and its settings, as the site opens
 * it): how a Firebase project gets the demo. Refuses a backend that already has content unless --force.
 */
import { countOf } from '@/lib/domain/format';
import { seedDemo } from '@/lib/transfer/seed';
import { runCommand, withBackend } from './cli';

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--force');
  if (unknown.length) {
    console.error('Usage: npm run seed [-- --force]');
    return 2;
  }
  return withBackend(async (backend) => {
    const s = await seedDemo(backend, { force: argv.includes('--force') });
    console.log(`Added the demo content to the ${backend.kind} backend: ${countOf(s.puppies, 'entry', 'entries')}, ${countOf(s.studs, 'stud')}, ${countOf(s.parents, 'parent')}, ${countOf(s.gallery, 'gallery photo')}, ${countOf(s.testimonials, 'testimonial')} and Basic Info.`);
    if (backend.kind === 'firebase') console.log('Accounts are not part of the demo: register on the site, then `npm run admin -- promote <email>`.');
    return 0;
  });
}

runCommand(main);
