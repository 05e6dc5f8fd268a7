import { typeLabel } from '@/components/puppies/entry-details';
import { shareImageResponse } from '@/lib/seo/share-image';
import { getPublicEntry, load } from '@/lib/server/data';

// The share card of an entry (Open Graph, issue 13): made on its first request and cached like the
// page (docs/caching.md); the entry read is tagged, so an edit makes a new card on the next request.
export const revalidate = 30;
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The entry's photo and name as a 1200×630 PNG; 404 for unknown and hidden entries (nothing cached). */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const loaded = await load('share image entry', () => getPublicEntry(id));
  if (!loaded.ok) return new Response('Unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
  const e = loaded.data;
  if (!e) return new Response('Not found', { status: 404 });
  const subtitle = e.entryType === 'litter' ? `Golden retriever litter · ${e.status}` : `Golden retriever ${typeLabel(e).toLowerCase()} · ${e.status}`;
  return shareImageResponse({ title: e.name, subtitle, imageUrl: e.imageUrl });
}
