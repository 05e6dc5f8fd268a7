import { GalleryPageView } from '@/components/gallery/gallery-page-view';
import { SITE } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Photo Gallery';
const description = `Photos of our golden retrievers, puppies and farm life at ${SITE.name} in Albion, NY.`;

export const metadata = pageMetadata({ path: '/gallery', title, description, imageAlt: 'Golden retrievers in Albion, NY' });

/** The newest photos; older ones on /gallery/page/2, 3, … (lib/domain/gallery-pages.ts). */
export default function GalleryPage() {
  return <GalleryPageView page={1} />;
}
