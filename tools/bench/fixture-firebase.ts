/**
 * The bench fixture in Firebase mode (tools/bench/bench-scale.mjs): the same deterministic entries
 * as fixture.ts, written through the Firebase adapter into the emulators the environment points at
 * (BACKEND=firebase, FIRESTORE_EMULATOR_HOST, STORAGE_EMULATOR_HOST, FIREBASE_PROJECT_ID), then
 * builds the public listing's index once (its first query):
 *   npx tsx --conditions=react-server tools/bench/fixture-firebase.ts [count] [galleryCount]
 */
import { openBackend } from '../../lib/backend/index';
import { fixtureEntries, storeFixturePhotos, storeGalleryImages } from './fixture';

async function main(count: number, galleryCount: number) {
  const backend = await openBackend();
  try {
    if (backend.kind !== 'firebase') throw new Error('fixture-firebase.ts needs BACKEND=firebase and the emulator hosts');
    const photos = await storeFixturePhotos(backend.media);
    const entries = fixtureEntries(count, photos);
    for (let i = 0; i < entries.length; i += 200) {
      await Promise.all(entries.slice(i, i + 200).map((input) => backend.puppies.create({ input })));
    }
    if (galleryCount > 0) await storeGalleryImages(backend.media, galleryCount);
    // Writes only merge rows into the listing index; its first query builds it from the collection
    // (one read per entry, once per project: lib/backend/firebase/puppy-index.ts). Done here, as a
    // site's first listing view would, so the bench's `next build` measures what every deploy reads.
    await backend.puppies.queryPublic({ type: 'all', q: '', sort: 'featured', page: 1, pageSize: 12 });
    console.log(`fixture (firebase): ${count} entries, ${galleryCount} gallery images`);
  } finally {
    await backend.close();
  }
}

const [count, gallery] = process.argv.slice(2);
main(Number(count ?? 1000), Number(gallery ?? 0)).then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
