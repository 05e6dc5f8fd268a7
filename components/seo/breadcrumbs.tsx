import Link from '@/components/ui/link';
import type { Crumb } from '@/lib/domain/litter-jsonld';
import { BreadcrumbJsonLd } from './page-json-ld';
import styles from './breadcrumbs.module.css';

/**
 * A detail page's trail (Home › Litters › Spring litter): the visible nav, each step a link but the
 * last (the page itself, aria-current), and the same trail as schema.org BreadcrumbList JSON-LD.
 * `base` is the site's origin the JSON-LD's URLs start with.
 */
export function Breadcrumbs({ base, crumbs }: { base: string; crumbs: readonly Crumb[] }) {
  return (
    <>
      <BreadcrumbJsonLd base={base} crumbs={crumbs} />
      <nav aria-label="Breadcrumb" className={`container ${styles.crumbs}`}>
        <ol>
          {crumbs.map((c, i) =>
            i === crumbs.length - 1 ? (
              <li key={c.path} aria-current="page">
                {c.name}
              </li>
            ) : (
              <li key={c.path}>
                <Link href={c.path}>{c.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
