import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { duringBuild } from './data';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { comparePublicParents, followsStudRule, toPublicParent, type PublicParent } from '@/lib/domain/parent';
import { TAGS } from '@/lib/domain/tags';
import { storedStudPreview } from './stud-preview';

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * Every shown parent as a public page may hold it (dams first, current before retired, by name).
 * A stud-parent becomes {name, blurred preview} here, on the server, so nothing of its details or
 * its photo's URL can reach an anonymous page or its payload (docs/product.md §2 /studs, §6). One cached
 * read in the shared cache, tagged `parents` (every Admin › Parents write) and `studs` (every Admin › Studs write: the same dogs).
 */
export const getPublicParents = unstable_cache(
  async (): Promise<PublicParent[]> => duringBuild('public-parents', async () => {
    const backend = await getBackend();
    const parents = (await backend.parents.listPublic()).sort(comparePublicParents);
    // The studs' stored previews (made once per photo, docs/scale.md), read once for every sire offered
    // as a stud: no N+1 reads, no resize on each regeneration. A stud not offered on /studs (unavailable)
    // has his preview made and stored on the first render that needs it.
    const needStud = parents.some(followsStudRule);
    const stored = new Map((needStud ? await backend.studs.listAvailableWithPreview() : []).map((s) => [s.stud.id, s.preview] as const));
    return Promise.all(
      parents.map(async (p) => {
        if (!followsStudRule(p)) return toPublicParent(p);
        // Only the blurred preview of his photo leaves the server.
        return toPublicParent(p, await storedStudPreview(backend, p, stored.get(p.id) ?? null));
      }),
    );
  }),
  ['public-parents'],
  { tags: [TAGS.parents, TAGS.studs], revalidate: MAX_AGE },
);

export async function getPublicParent(id: string): Promise<PublicParent | null> {
  return (await getPublicParents()).find((p) => p.id === id) ?? null;
}

/** Where an entry's dam and sire have public pages (each null when it has none). */
type ParentHrefs = { dam: string | null; sire: string | null };

/**
 * The public pages of the dam and sire an entry names as text (docs/parents.md), matched by name
 * (case and spaces aside) among the shown parents of that role; the first match wins. Reads the
 * cached public parents, so it suits static/ISR pages.
 */
export async function parentHrefs(damName: string, sireName: string): Promise<ParentHrefs> {
  const parents = await getPublicParents();
  const find = (name: string, sex: 'dam' | 'sire') => {
    const wanted = name.trim().toLowerCase();
    const p = wanted ? parents.find((x) => x.sex === sex && x.name.trim().toLowerCase() === wanted) : undefined;
    return p ? `/parents/${encodeURIComponent(p.id)}` : null;
  };
  return { dam: find(damName, 'dam'), sire: find(sireName, 'sire') };
}
