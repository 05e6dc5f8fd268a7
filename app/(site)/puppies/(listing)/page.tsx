import { PuppiesListing } from '@/components/puppies/puppies-listing';
import { DEFAULT_QUERY } from '@/lib/domain/listing';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Golden Retriever Puppies & Litters';
const description =
  'Browse available AKC-registered golden retriever puppies and upcoming litters from our family home in Albion, NY. Search, filter, and inquire or join a waitlist.';

export const metadata = pageMetadata({ path: '/puppies', title, description });

/** The plain /puppies; with a listing query the middleware serves `view/[key]` instead (docs/scale.md). */
export default function PuppiesPage() {
  return <PuppiesListing view={DEFAULT_QUERY} />;
}
