import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryJsonLd } from '@/components/puppies/entry-json-ld';
import { entryPath, typeLabel } from '@/lib/domain/entry-details';
import { DetailLoadError } from '@/components/puppies/listing-error';
import { PuppyDetail } from '@/components/puppies/puppy-detail';
import { MediaSetGallery } from '@/components/media-sets/media-set-gallery';
import type { Puppy } from '@/lib/domain/puppy';
import { SITE } from '@/lib/domain/site';
import { siteUrl } from '@/lib/config/site-origin';
import { getListingPage, getPublicEntry, load } from '@/lib/server/data';
import { getPublicLitter } from '@/lib/server/litters';
import { parentHrefs } from '@/lib/server/parents';
import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { PRERENDERED_DETAIL_PAGES } from '@/lib/domain/listing';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { entryShareImage } from '@/lib/seo/share-card';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;
// Entries added after the build are rendered on first request, then cached like the rest.
export const dynamicParams = true;

type Params = { params: Promise<{ id: string }> };

/** A bounded set (the first of the featured listing): build time and reads do not grow with the catalogue. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  const loaded = await load('puppies for static params', () =>
    getListingPage({ type: 'all', q: '', sort: 'featured', page: 1, pageSize: PRERENDERED_DETAIL_PAGES }),
  );
  return loaded.ok ? loaded.data.items.map((e) => ({ id: e.id })) : [];
}

function describe(e: Puppy): string {
  if (e.description) return e.description.length > 160 ? `${e.description.slice(0, 157).trimEnd()}…` : e.description;
  const kind = `golden retriever ${typeLabel(e).toLowerCase()}`;
  return `${e.name}, an AKC-registered ${kind} from ${SITE.name} in Albion, NY.`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const loaded = await load('puppy entry', () => getPublicEntry(id));
  if (!loaded.ok || !loaded.data) return { title: 'Puppy not found', robots: { index: false } };
  const e = loaded.data;
  const title = `${e.name} – Golden Retriever ${typeLabel(e)}`;
  const description = describe(e);
  const path = entryPath(e);
  // The entry's own share card: its photo and name (og.png beside this page, lib/seo/share-image.tsx).
  return pageMetadata({ path, title, description, image: entryShareImage(e) });
}

export default async function PuppyPage({ params }: Params) {
  const { id } = await params;
  const loaded = await load('puppy entry', () => getPublicEntry(id));
  if (!loaded.ok) return <DetailLoadError />;
  // Unknown ids and hidden entries (public false) are not in the public list: both are a 404.
  if (!loaded.data) notFound();
  const entry = loaded.data;
  // A litter's stage, in the words of /litters (its own cached read).
  const litter = entry.entryType === 'litter' ? await load('litter', () => getPublicLitter(entry.id)) : null;
  const stage = litter?.ok && litter.data ? LITTER_STAGE_LABELS[litter.data.stage] : undefined;
  // The dam's and sire's names link to their public pages where they have one (components/parents/parent-link.tsx).
  const parents = await load('parent links', () => parentHrefs(entry.damName, entry.studName));
  return (
    <>
      <EntryJsonLd base={siteUrl()} entry={entry} />
      <PuppyDetail entry={entry} stage={stage} parentHrefs={parents.ok ? parents.data : undefined} />
      <MediaSetGallery owner={{ kind: entry.entryType, id: entry.id }} name={entry.name} />
    </>
  );
}
