/** Business constants of docs/product.md §9 and the site's identity. */
export const SITE = {
  name: 'Albion Golden Retrievers',
  shortName: 'Albion Goldens',
  tagline: 'Family-raised AKC golden retriever puppies in Albion, NY',
  locality: 'Albion',
  region: 'NY',
  country: 'US',
  yearsExperience: '30+',
} as const;

export const PAGE_SIZE = 12;
export const DEFAULT_ORDER = 9999;
export const ADMIN_FORM_DEFAULT_ORDER = 100;
export const DEFAULT_HERO_IMAGE = '/hero-bg-square.png';
export const PASSWORD_MIN = 6;
export const POLICY_LAST_UPDATED = '2025-09-15';

/** Timings in milliseconds (docs/product.md §9). */
export const TIMINGS = {
  toast: 3000,
  contactSent: 3500,
  bookingRedirect: 1500,
  postSignInRedirect: 2000,
  alreadySignedInRedirect: 400,
  carouselCycle: 30000,
} as const;
