import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { toPublicTestimonial, type PublicTestimonial } from '@/lib/domain/testimonial';
import { TAGS } from '@/lib/domain/tags';
import { duringBuild } from './data';

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * The published testimonials (visible, with the family's consent to be quoted), in the owner's order,
 * as a public page may hold them: the words and who said them. One cached read in the shared cache,
 * tagged `testimonials` (every Admin › Testimonials write revalidates it).
 */
export const getPublicTestimonials = unstable_cache(
  async (): Promise<PublicTestimonial[]> =>
    // A build that cannot reach the backend gives up at once, like the other public reads (lib/server/data.ts).
    duringBuild('public-testimonials', async () => (await (await getBackend()).testimonials.listPublic()).map(toPublicTestimonial)),
  ['public-testimonials'],
  { tags: [TAGS.testimonials], revalidate: MAX_AGE },
);
