/**
 * The litter journal's public texts (docs/litters.md), in a module of their own so the families' client
 * island on /litters/[id] ships these few strings, not the whole message catalogue. The catalogue
 * (lib/domain/messages.ts, MESSAGES.journal) spreads them: one wording, one place.
 */
export const JOURNAL_PUBLIC_TEXT = {
  heading: 'Litter journal',
  familiesHeading: 'For reserved families',
  empty: 'No updates yet. Check back soon.',
  signInToFollow: 'Reserved families: sign in to see the updates just for you.',
  notLinked: 'Updates for reserved families show here once the breeder links your account to this litter.',
  loadError: 'Could not load the updates for reserved families right now.',
  publicLoadError: 'We couldn’t load the litter journal right now. Please try again soon.',
  familiesEmpty: 'No updates just for families yet.',
} as const;
