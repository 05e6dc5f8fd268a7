import { notFound } from 'next/navigation';
import { GalleryPageView } from '@/components/gallery/gallery-page-view';
import { galleryPageHref, parseGalleryPage } from '@/lib/domain/gallery-pages';
import { SITE } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

type Params = { params: Promise<{ page: string }> };

/** None at build time: each older page renders on its first request and is cached (ISR). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Params) {
  const page = parseGalleryPage((await params).page);
  if (page === null) return {};
  return pageMetadata({
    path: galleryPageHref(page),
    title: `Photo Gallery, page ${page}`,
    description: `More photos of our golden retrievers, puppies and farm life at ${SITE.name} in Albion, NY (page ${page}).`,
    imageAlt: 'Golden retrievers in Albion, NY',
  });
}

/** An older page of the gallery (/gallery is page 1); a page that does not exist is a 404. */
export default async function OlderGalleryPage({ params }: Params) {
  const page = parseGalleryPage((await params).page);
  if (page === null) notFound();
  return <GalleryPageView page={page} />;
}
