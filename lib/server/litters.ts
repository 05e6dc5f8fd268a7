import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend, type Backend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { duringBuild } from './data';
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
 * How many litters /litters, the application's choice and the sitemap read (docs/scale.md: reads per
 * page and per build do not grow with the catalogue). A breeder has tens; a larger archive shows
 * its first ones in the site's order here and every litter stays on /puppies' Litters tab.
 */
export const PUBLIC_LITTERS_SHOWN = 24;

const parentLinks = unstable_cache(async (): Promise<string[]> => duringBuild('public-parent-ids', async () => (await (await getBackend()).parents.listPublic()).map((p) => p.id)), ['public-parent-ids'], {
  tags: [TAGS.parents],
  revalidate: MAX_AGE,
});

/** A public litter as its page shows it, from its record, its puppies and the public parents' ids. */
async function publicLitter(backend: Backend, id: string, parentIds: () => Promise<string[]>): Promise<PublicLitter | null> {
  const l = await backend.litters.get({ id });
  if (!l || !l.public) return null;
  const [all, ids] = await Promise.all([backend.litters.listPuppies({ litterId: l.id }), parentIds()]);
  const publicParents = new Set(ids);
  const parentOf = (p: { parentId: string | null; name: string }): PublicLitterParent => ({
    name: p.name,
    href: p.parentId && publicParents.has(p.parentId) ? `/parents/${encodeURIComponent(p.parentId)}` : null,
  });
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
}

/**
 * One public litter with its puppies and its parents' links: the litter's record, its own puppies
 * and the public parents' ids (tens, cached), never the catalogue. null when it is no public litter.
 */
export const getPublicLitter = unstable_cache(async (id: string): Promise<PublicLitter | null> => duringBuild('public-litter', async () => publicLitter(await getBackend(), id, parentLinks)), ['public-litter'], {
  tags: [TAGS.puppies, TAGS.parents],
  revalidate: MAX_AGE,
});

/**
 * The first PUBLIC_LITTERS_SHOWN public litters in the site's order (the listing's Featured order:
 * order ascending, then oldest first) and how many public litters there are: one page of the
 * public listing index, then each litter as its own page reads it. Tagged with the puppies tag
 * (litters and puppies are entries of that collection: every Admin › Puppies and Admin › Litters
 * write revalidates it) and the parents tag (a parent renamed, hidden or deleted).
 */
export const getPublicLitterPage = unstable_cache(
  async (): Promise<{ litters: PublicLitter[]; total: number }> => duringBuild('public-litters-page', async () => {
    const backend = await getBackend();
    const page = await backend.puppies.queryPublic({ type: 'litters', q: '', sort: 'featured', page: 1, pageSize: PUBLIC_LITTERS_SHOWN });
    // The public parents' ids once for the whole page, not once per litter.
    let parentIds: Promise<string[]> | null = null;
    const once = () => (parentIds ??= parentLinks());
    const litters = await Promise.all(page.items.map((e) => publicLitter(backend, e.id, once)));
    return { litters: litters.filter((l): l is PublicLitter => l !== null), total: page.total };
  }),
  ['public-litters-page'],
  { tags: [TAGS.puppies, TAGS.parents], revalidate: MAX_AGE },
);

/** The public litters /litters and the application show (bounded: getPublicLitterPage). */
export async function getPublicLitters(): Promise<PublicLitter[]> {
  return (await getPublicLitterPage()).litters;
}
