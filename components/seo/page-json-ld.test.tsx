import * as React from 'react';
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/types';
// Not a React hook (a temporary DATA_DIR): renamed so the hooks lint rule does not mistake it for one.
import { useTempDataDir as tempDataDir } from '@/test/auth';
import { parentInput } from '@/test/factories';

// tsconfig keeps JSX as it is ("preserve"), so vitest compiles the pages to React.createElement.
(globalThis as { React?: typeof React }).React = React;

const tmp = tempDataDir('breeder-jsonld-');
const { getBackend } = await import('@/lib/backend');
const { validateJsonLd } = await import('@/lib/domain/jsonld-schema');
const { parentsItemListJsonLd } = await import('@/lib/domain/parent-pages');
const { BreadcrumbJsonLd, LitterPuppiesJsonLd, ParentsJsonLd, parentsListJsonLd } = await import('./page-json-ld');
const { Breadcrumbs } = await import('./breadcrumbs');
const { JsonLd } = await import('@/components/puppies/json-ld');
const { default: LittersPage } = await import('@/app/(site)/litters/page');
const { default: LitterPage } = await import('@/app/(site)/litters/[id]/page');
const { default: ParentsPage } = await import('@/app/(site)/parents/page');
const { default: ParentPage } = await import('@/app/(site)/parents/[id]/page');

const BASE = 'https://example.test';

function blocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Every element of a server component's tree of the given type, and every raw <script> (both would be repeated in the RSC payload). */
function serverBlocks(node: ReactNode): { jsonLd: number; scripts: number; clientBlocks: number } {
  const out = { jsonLd: 0, scripts: 0, clientBlocks: 0 };
  const walk = (n: ReactNode) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isValidElement(n)) return;
    if (n.type === JsonLd) out.jsonLd++;
    if (n.type === 'script') out.scripts++;
    // Breadcrumbs (a server component) holds a BreadcrumbJsonLd.
    if (n.type === BreadcrumbJsonLd || n.type === Breadcrumbs || n.type === LitterPuppiesJsonLd || n.type === ParentsJsonLd) out.clientBlocks++;
    walk((n.props as { children?: ReactNode }).children);
  };
  walk(node);
  return out;
}

let backend: Backend;
beforeAll(async () => {
  backend = await getBackend();
}, 60_000);
afterAll(tmp.cleanup);

describe('litter and parent pages: JSON-LD from client components (once per page)', () => {
  it('each block is valid schema.org with the required properties', () => {
    const html = renderToStaticMarkup(
      <>
        <BreadcrumbJsonLd
          base={BASE}
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Litters', path: '/litters' },
          ]}
        />
        <LitterPuppiesJsonLd base={BASE} litter={{ id: 'l1', name: 'Spring litter' }} puppies={[{ id: 'p1', name: 'Sunny' }]} />
        <ParentsJsonLd base={BASE} parents={[{ id: 'd1', name: 'Daisy' }]} />
      </>,
    );
    const found = blocks(html);
    expect(found.map((b) => (b as { '@type': string })['@type'])).toEqual(['BreadcrumbList', 'ItemList', 'ItemList']);
    for (const b of found) expect(validateJsonLd(b)).toEqual([]);
  });

  it('Breadcrumbs: a nav whose steps are links but the last (the page itself), and the same trail as a BreadcrumbList', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Litters', path: '/litters' },
      { name: 'Spring & Sun', path: '/litters/l1' },
    ];
    const html = renderToStaticMarkup(<Breadcrumbs base={BASE} crumbs={crumbs} />);
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    const steps = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[0]);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('<a href="/">Home</a>');
    expect(steps[1]).toContain('<a href="/litters">Litters</a>');
    expect(steps[2]).toBe('<li aria-current="page">Spring &amp; Sun</li>');
    const [trail] = blocks(html) as { '@type': string; itemListElement: { position: number; name: string; item: string }[] }[];
    expect(validateJsonLd(trail)).toEqual([]);
    expect(trail!.itemListElement.map((e) => [e.position, e.name, e.item])).toEqual([
      [1, 'Home', BASE],
      [2, 'Litters', `${BASE}/litters`],
      [3, 'Spring & Sun', `${BASE}/litters/l1`],
    ]);
  });

  it('the parents ItemList is the one lib/domain/parent-pages.ts defines', () => {
    const parents = [
      { id: 'a b', name: 'Daisy' },
      { id: 'c', name: 'Max' },
    ];
    expect(parentsListJsonLd(BASE, parents)).toEqual(parentsItemListJsonLd(BASE, parents as unknown as Parameters<typeof parentsItemListJsonLd>[1]));
  });

  it('/litters, a litter page, /parents and a parent page render no server-side JSON-LD script', async () => {
    const litters = (await backend.litters.list()).filter((l) => l.public);
    if ((await backend.parents.listPublic()).length === 0) await backend.parents.create({ input: parentInput({ name: 'Maple' }) });
    const parents = await backend.parents.listPublic();
    // Both kinds exist (a failing read would leave a branch untested).
    expect(litters.length).toBeGreaterThan(0);
    expect(parents.length).toBeGreaterThan(0);
    const pages: ReactNode[] = [await LittersPage(), await ParentsPage()];
    if (litters[0]) pages.push(await LitterPage({ params: Promise.resolve({ id: litters[0].id }) }));
    if (parents[0]) pages.push(await ParentPage({ params: Promise.resolve({ id: parents[0].id }) }));
    for (const page of pages) {
      const found = serverBlocks(page);
      expect(found.jsonLd).toBe(0);
      expect(found.scripts).toBe(0);
      expect(found.clientBlocks).toBeGreaterThanOrEqual(1);
    }
  });
});
