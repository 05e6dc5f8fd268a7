/** Cache tags: reads tag themselves with these, admin writes revalidate them right after success. */
export const TAGS = {
  puppies: 'puppies',
  studs: 'studs',
  gallery: 'gallery',
  settings: 'settings',
  /** Dams and sires (issue 14): /parents, /parents/[id]. */
  parents: 'parents',
} as const;

