import type { Crumb } from '@/lib/domain/litter-jsonld';

/**
 * A public page's breadcrumb trail: Home, then its section (/litters, /parents), then on a detail
 * page the page itself. Plain data, so server pages build it for Breadcrumbs and BreadcrumbJsonLd.
 */
export function trailTo(section: Crumb, page?: Crumb): Crumb[] {
  return page ? [{ name: 'Home', path: '/' }, section, page] : [{ name: 'Home', path: '/' }, section];
}

export const LITTERS_CRUMB: Crumb = { name: 'Litters', path: '/litters' };
export const PARENTS_CRUMB: Crumb = { name: 'Parents', path: '/parents' };
