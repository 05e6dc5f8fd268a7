import type { JsonLd } from './jsonld';
import { PARENT_SEX_LABELS, type PublicParent } from './parent';
import { SITE } from './site';

/** Addresses, texts and structured data of the /parents pages (docs/litters.md). */

export function parentPath(id: string): string {
  return `/parents/${encodeURIComponent(id)}`;
}

/** "Dam", "Retired sire", "Sire · stud". */
export function parentRoleLabel(p: PublicParent): string {
  if (p.kind === 'stud') return 'Sire · stud';
  return p.retired ? `Retired ${PARENT_SEX_LABELS[p.sex].toLowerCase()}` : PARENT_SEX_LABELS[p.sex];
}

/** The page's description (meta and share card); a stud-parent's says nothing of its details. */
export function parentDescription(p: PublicParent): string {
  if (p.kind === 'stud') return `${p.name}, one of the golden retriever studs of ${SITE.name} in Albion, NY. Sign in to see his details.`;
  if (p.bio) return p.bio.length > 160 ? `${p.bio.slice(0, 157).trimEnd()}…` : p.bio;
  const tests = p.clearances.map((c) => c.test.toLowerCase());
  const health = tests.length ? ` Health clearances: ${tests.slice(0, 5).join(', ')}.` : '';
  return `${p.name}, ${parentRoleLabel(p).toLowerCase()} of the ${SITE.name} golden retriever family in Albion, NY.${health}`;
}

/** The parents as an ItemList of their pages (no prices: parents are not for sale). */
export function parentsItemListJsonLd(base: string, parents: readonly PublicParent[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Dams and sires of ${SITE.name}`,
    numberOfItems: parents.length,
    itemListElement: parents.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: `${base}${parentPath(p.id)}`, name: p.name })),
  };
}
