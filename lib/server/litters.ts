import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { effectiveStage, type LitterLife, type LitterStage } from '@/lib/domain/litter';
import type { Puppy } from '@/lib/domain/puppy';
import { TAGS } from '@/lib/domain/tags';

/** Dam or sire on a public page: the name, and its /parents page when that parent has a public one. */
export type PublicLitterParent = { name: string; href: string | null };

/** What /litters and /litters/[id] show of a litter: public data only (no family, no journal). */
export type PublicLitter = {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  order: number;
  updatedAt: string;
  /** The stage shown: "all placed" once every puppy is Adopted (effectiveStage). */
  stage: LitterStage;
  life: LitterLife;
  dam: PublicLitterParent;
  sire: PublicLitterParent;
  /** Its public puppies (adopted ones included: the archive keeps them), in their order. */
  puppies: Puppy[];
};

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * Every public litter with its public puppies and its parents' links, in the site's order (order
 * ascending, then oldest first). One cached read in the shared cache, tagged with the puppies tag
 * (litters and puppies are entries of that collection: every Admin › Puppies and Admin › Litters
 * write revalidates it) and the parents tag (a parent renamed, hidden or deleted).
 */
export const getPublicLitters = unstable_cache(
  async (): Promise<PublicLitter[]> => {
    const backend = await getBackend();
    const [litters, assigned, parents] = await Promise.all([backend.litters.list(), backend.litters.listAssignedPuppies(), backend.parents.listPublic()]);
    const publicParents = new Set(parents.map((p) => p.id));
    const parentOf = (p: { parentId: string | null; name: string }): PublicLitterParent => ({
      name: p.name,
      href: p.parentId && publicParents.has(p.parentId) ? `/parents/${encodeURIComponent(p.parentId)}` : null,
    });
    return litters
      .filter((l) => l.public)
      .map((l) => {
        const all = assigned.filter((p) => p.litterId === l.id);
        return {
          id: l.id,
          name: l.name,
          description: l.description,
          imageUrl: l.imageUrl,
          order: l.order,
          updatedAt: l.updatedAt,
          // Hidden puppies count for "all placed" too: the owner hid them, they still went home.
          stage: effectiveStage(l.life, all),
          life: l.life,
          dam: parentOf(l.life.dam),
          sire: parentOf(l.life.sire),
          puppies: all.filter((p) => p.public),
        };
      });
  },
  ['public-litters'],
  { tags: [TAGS.puppies, TAGS.parents], revalidate: MAX_AGE },
);

export async function getPublicLitter(id: string): Promise<PublicLitter | null> {
  return (await getPublicLitters()).find((l) => l.id === id) ?? null;
}
