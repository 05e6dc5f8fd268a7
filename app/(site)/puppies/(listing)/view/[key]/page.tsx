import { notFound } from 'next/navigation';
import { PuppiesListing } from '@/components/puppies/puppies-listing';
import { parseViewKey } from '@/lib/domain/listing';
import { pageMetadata } from '@/lib/domain/page-metadata';

/**
 * One view of the listing (`/puppies?type=&q=&sort=&page=`, rewritten here by middleware.ts with one
 * canonical key per view): static and regenerated like every public page, each view its own cached
 * page, rendered on first request. docs/scale.md.
 */
export const revalidate = 30;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ key: string }[]> {
  return [];
}

const title = 'Golden Retriever Puppies & Litters';
const description =
  'Browse available AKC-registered golden retriever puppies and upcoming litters from our family home in Albion, NY. Search, filter, and inquire or join a waitlist.';

// Every view is the listing: its canonical link is /puppies.
export const metadata = pageMetadata({ path: '/puppies', title, description });

export default async function PuppiesViewPage({ params }: { params: Promise<{ key: string }> }) {
  const view = parseViewKey((await params).key);
  if (!view) notFound();
  return <PuppiesListing view={view} />;
}
