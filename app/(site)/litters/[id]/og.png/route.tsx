import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { shareCardRoute } from '@/lib/seo/share-image';
import { getPublicLitter } from '@/lib/server/litters';

// The share card of a litter (Open Graph): made on its first request and cached like the page
// (docs/caching.md); the litters read is tagged, so an edit makes a new card on the next request.
export const revalidate = 30;
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The litter's cover photo, name and stage as a 1200×630 PNG; 404 for unknown and hidden litters (nothing cached). */
export const GET = shareCardRoute('litter', getPublicLitter, (l) => ({
  title: l.name,
  subtitle: `Golden retriever litter · ${LITTER_STAGE_LABELS[l.stage]}`,
  imageUrl: l.imageUrl,
}));
