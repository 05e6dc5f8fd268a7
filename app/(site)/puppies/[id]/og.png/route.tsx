import { typeLabel } from '@/lib/domain/entry-details';
import { shareCardRoute } from '@/lib/seo/share-image';
import { getPublicEntry } from '@/lib/server/data';

// The share card of an entry (Open Graph, docs/scale.md): made on its first request and cached like the
// page (docs/caching.md); the entry read is tagged, so an edit makes a new card on the next request.
export const revalidate = 30;
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The entry's photo and name as a 1200×630 PNG; 404 for unknown and hidden entries (nothing cached). */
export const GET = shareCardRoute('entry', getPublicEntry, (e) => ({
  title: e.name,
  subtitle: e.entryType === 'litter' ? `Golden retriever litter · ${e.status}` : `Golden retriever ${typeLabel(e).toLowerCase()} · ${e.status}`,
  imageUrl: e.imageUrl,
}));
