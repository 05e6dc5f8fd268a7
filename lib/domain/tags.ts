/** Cache tags: reads tag themselves with these, admin writes revalidate them right after success. */
export const TAGS = {
  puppies: 'puppies',
  studs: 'studs',
  gallery: 'gallery',
  settings: 'settings',
  /** Dams and sires (docs/litters.md): /parents, /parents/[id]. */
  parents: 'parents',
  /** Families' testimonials (docs/testimonials.md): the home page and /about. */
  testimonials: 'testimonials',
  /** Every litter's public journal posts (docs/litters.md); each litter's read also has journalTag(id). */
  journal: 'journal',
  /** Every media set's gallery (docs/media-sets.md); one owner's is mediaSetTag(owner). Imports invalidate all. */
  mediaSets: 'media-sets',
} as const;

