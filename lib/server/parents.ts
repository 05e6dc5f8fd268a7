import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { duringBuild } from './data';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { comparePublicParents, followsStudRule, toPublicParent, type PublicParent } from '@/lib/domain/parent';
import { TAGS } from '@/lib/domain/tags';
import { storedStudPreview, studPreview } from './stud-preview';

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * Every shown parent as a public page may hold it (dams first, current before retired, by name).
 * A stud-parent becomes {name, blurred preview} here, on the server, so nothing of its details or
 * its photo's URL can reach an anonymous page or its payload (docs/product.md §2 /studs, §6). One cached
 * read in the shared cache, tagged `parents` (every Admin › Parents write) and `studs` (a stud's photo).
 */
export const getPublicParents = unstable_cache(
  async (): Promise<PublicParent[]> => duringBuild('public-parents', async () => {
    const backend = await getBackend();
    const parents = (await backend.parents.listPublic()).sort(comparePublicParents);
    // The studs' stored previews (made once per photo, docs/scale.md), read once for every stud-parent
    // that shows his stud's photo: no N+1 stud reads, no resize on each regeneration.
    const needStud = parents.some((p) => followsStudRule(p) && !p.imageUrl);
    const available = new Map((needStud ? await backend.studs.listAvailableWithPreview() : []).map((s) => [s.stud.id, s] as const));
    return Promise.all(
      parents.map(async (p) => {
        if (!followsStudRule(p)) return toPublicParent(p);
        // His own photo, or else the stud's: either way only the blurred preview leaves the server.
        if (p.imageUrl) return toPublicParent(p, await studPreview(backend, p.imageUrl));
        const listed = available.get(p.studId!);
        if (listed) return toPublicParent(p, await storedStudPreview(backend, listed.stud, listed.preview));
        // A stud not offered on /studs (unavailable; his stored preview is not read by get): read him alone.
        const stud = await backend.studs.get({ id: p.studId! });
        return toPublicParent(p, await studPreview(backend, stud?.imageUrl ?? null));
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
export type ParentHrefs = { dam: string | null; sire: string | null };

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
