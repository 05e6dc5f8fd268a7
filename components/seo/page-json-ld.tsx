'use client';

import { serializeJsonLd, type JsonLd } from '@/lib/domain/jsonld-core';
import { breadcrumbJsonLd, litterPuppiesJsonLd, type Crumb } from '@/lib/domain/litter-jsonld';
import { SITE } from '@/lib/domain/site';

/**
 * The litter and parent pages' structured data (docs/scale.md: JSON-LD appears once per page), built in
 * these client components from the few names and ids the page shows, as EntryJsonLd does: a server
 * component's <script> would be repeated in the RSC payload. Only public names and ids are passed.
 */
function Block({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export function BreadcrumbJsonLd({ base, crumbs }: { base: string; crumbs: readonly Crumb[] }) {
  return <Block data={breadcrumbJsonLd(base, crumbs)} />;
}

type Named = { id: string; name: string };

/** A litter's puppies as an ItemList (lib/domain/litter-jsonld.ts: no price on this page). */
export function LitterPuppiesJsonLd({ base, litter, puppies }: { base: string; litter: Named; puppies: readonly Named[] }) {
  return <Block data={litterPuppiesJsonLd(base, litter, puppies)} />;
}

/**
 * The parents as an ItemList of their pages (no prices: parents are not for sale); the same block
 * as lib/domain/parent-pages.ts parentsItemListJsonLd, built here without the parent schema (zod)
 * in the browser bundle. A unit test keeps the two equal.
 */
export function parentsListJsonLd(base: string, parents: readonly Named[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Dams and sires of ${SITE.name}`,
    numberOfItems: parents.length,
    itemListElement: parents.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: `${base}/parents/${encodeURIComponent(p.id)}`, name: p.name })),
  };
}

export function ParentsJsonLd({ base, parents }: { base: string; parents: readonly Named[] }) {
  return <Block data={parentsListJsonLd(base, parents)} />;
}
