import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { shareImageResponse } from '@/lib/seo/share-image';
import { load } from '@/lib/server/data';
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
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const loaded = await load('share image litter', () => getPublicLitter(id));
  if (!loaded.ok) return new Response('Unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
  const l = loaded.data;
  if (!l) return new Response('Not found', { status: 404 });
  return shareImageResponse({ title: l.name, subtitle: `Golden retriever litter · ${LITTER_STAGE_LABELS[l.stage]}`, imageUrl: l.imageUrl });
}
