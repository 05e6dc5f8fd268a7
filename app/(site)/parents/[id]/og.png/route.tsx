import { parentRoleLabel } from '@/lib/domain/parent-pages';
import { shareImageResponse } from '@/lib/seo/share-image';
import { load } from '@/lib/server/data';
import { getPublicParent } from '@/lib/server/parents';

// A parent's share card (Open Graph): made on its first request and cached like the page; the read
// is tagged parents, so an edit makes a new card on the next request.
export const revalidate = 30;
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/**
 * The parent's photo and name as a 1200×630 PNG; 404 for unknown and hidden parents. A stud-parent's
 * card has his name only: his photo is for signed-in visitors (the stud rule).
 */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const loaded = await load('share image parent', () => getPublicParent(id));
  if (!loaded.ok) return new Response('Unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
  const p = loaded.data;
  if (!p) return new Response('Not found', { status: 404 });
  if (p.kind === 'stud') return shareImageResponse({ title: p.name, subtitle: 'Golden retriever stud', imageUrl: null });
  const health = p.clearances.length ? ` · ${p.clearances.length} health clearance${p.clearances.length === 1 ? '' : 's'}` : '';
  return shareImageResponse({ title: p.name, subtitle: `Golden retriever ${parentRoleLabel(p).toLowerCase()}${health}`, imageUrl: p.imageUrl });
}
