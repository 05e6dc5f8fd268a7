import { parentRoleLabel } from '@/lib/domain/parent-pages';
import { shareCardRoute } from '@/lib/seo/share-image';
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
export const GET = shareCardRoute('parent', getPublicParent, (p) => {
  if (p.kind === 'stud') return { title: p.name, subtitle: 'Golden retriever stud', imageUrl: null };
  const health = p.clearances.length ? ` · ${p.clearances.length} health clearance${p.clearances.length === 1 ? '' : 's'}` : '';
  return { title: p.name, subtitle: `Golden retriever ${parentRoleLabel(p).toLowerCase()}${health}`, imageUrl: p.imageUrl };
});
