import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { comparePublicParents, followsStudRule, toPublicParent, type PublicParent } from '@/lib/domain/parent';
import { TAGS } from '@/lib/domain/tags';
import { studPreview } from './stud-preview';

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * Every shown parent as a public page may hold it (dams first, current before retired, by name).
 * A stud-parent becomes {name, blurred preview} here, on the server, so nothing of its details or
 * its photo's URL can reach an anonymous page or its payload (SPEC.md §2 /studs, §6). One cached
 * read in the shared cache, tagged `parents` (every Admin › Parents write) and `studs` (a stud's photo).
 */
export const getPublicParents = unstable_cache(
  async (): Promise<PublicParent[]> => {
    const backend = await getBackend();
    const parents = (await backend.parents.listPublic()).sort(comparePublicParents);
    return Promise.all(
      parents.map(async (p) => {
        if (!followsStudRule(p)) return toPublicParent(p);
        // His own photo, or else the stud's: either way only the blurred preview leaves the server.
        const image = p.imageUrl ?? (await backend.studs.get({ id: p.studId! }))?.imageUrl ?? null;
        return toPublicParent(p, await studPreview(backend, image));
      }),
    );
  },
  ['public-parents'],
  { tags: [TAGS.parents, TAGS.studs], revalidate: MAX_AGE },
);

export async function getPublicParent(id: string): Promise<PublicParent | null> {
  return (await getPublicParents()).find((p) => p.id === id) ?? null;
}
