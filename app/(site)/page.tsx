import { AvailableNow } from '@/components/home/available-now';
import { GalleryCarousel } from '@/components/home/gallery-carousel';
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { InAppLinks } from '@/components/home/in-app-links';
import { IntroCards } from '@/components/home/intro-cards';
import { OfferCards } from '@/components/home/offer-cards';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import { Testimonials } from '@/components/testimonials/testimonials';
import { businessContact } from '@/lib/domain/business-jsonld';
import { DEFAULT_HERO_IMAGE, SITE } from '@/lib/domain/site';
import { siteUrl } from '@/lib/config/site-origin';
import { getBasicInfo, getGalleryPage, getHeroImage, getListingPage, load } from '@/lib/server/data';
import { getPublicLitterPage } from '@/lib/server/litters';
import { PAGE_SIZE } from '@/lib/domain/site';
import { CAROUSEL_PHOTOS } from '@/lib/domain/gallery-pages';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = `${SITE.name} | Golden Retriever Puppies in Albion, NY`;
const description =
  'Family breeder of AKC-registered golden retriever puppies in Albion, NY, with 30+ years of experience. Available puppies, upcoming litters, stud services and farm visits by appointment.';

export const metadata = pageMetadata({ path: '/', title, description, absoluteTitle: true });

/** How many Available puppies the home page shows (two rows on a phone, one on a wide screen). */
const AVAILABLE_SHOWN = 4;

export default async function HomePage() {
  const [hero, gallery, info] = await Promise.all([
    load('hero image', getHeroImage),
    // The newest photos only (docs/scale.md): the carousel's size does not grow with the gallery.
    load('gallery', () => getGalleryPage({ offset: 0, limit: CAROUSEL_PHOTOS })),
    load('basic info', getBasicInfo),
  ]);
  // The first page of puppies and of litters (cached reads the listing and /litters share): a few
  // Available puppies and the first current litter, under the hero.
  const [puppyPage, litterPage] = await Promise.all([
    load('puppies', () => getListingPage({ type: 'puppies', q: '', sort: 'featured', page: 1, pageSize: PAGE_SIZE })),
    load('litters', getPublicLitterPage),
  ]);
  const available = puppyPage.ok ? puppyPage.data.items.filter((p) => p.status === 'Available').slice(0, AVAILABLE_SHOWN) : [];
  const litter = litterPage.ok ? (litterPage.data.litters.find((l) => l.stage !== 'placed') ?? null) : null;
  const heroUrl = hero.ok && hero.data.url ? hero.data.url : DEFAULT_HERO_IMAGE;
  const photos = gallery.ok ? gallery.data.images : [];

  return (
    <InAppLinks>
      <BusinessJsonLd base={siteUrl()} contact={businessContact(info.ok ? info.data : null)} />
      <Hero imageUrl={heroUrl} />
      <AvailableNow puppies={available} litter={litter} />
      <IntroCards />
      <HowItWorks />
      <Testimonials />
      {/* The carousel is decoration on the home page: with no photos (or a failed read) it is left out. */}
      {photos.length > 0 && <GalleryCarousel images={photos} />}
      <OfferCards />
    </InAppLinks>
  );
}
