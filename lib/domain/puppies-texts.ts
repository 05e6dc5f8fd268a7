/**
 * The puppy listing's docs/product.md texts, in a module of their own so the listing's error boundary
 * (app/(site)/puppies/(listing)/error.tsx, a client component the browser loads with /puppies)
 * ships these two strings, not the whole message catalogue (docs/scale.md, first-load JS). The
 * catalogue's MESSAGES.puppies is this object: one wording, one place.
 */
export const PUPPIES_TEXT = {
  loadError: 'We couldn’t load the listings right now. Please try again soon.',
  contactForPricing: 'Contact for pricing',
} as const;
