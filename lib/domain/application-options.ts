/**
 * What the /apply form renders, without zod (docs/scale.md's first-load budget): the option lists and
 * their labels, the field names in form order, the length limits and the draft's storage key. The
 * form loads the schema (lib/domain/application.ts) only when a visitor first checks or sends it;
 * application.ts re-exports everything here, so the server and the stores keep one import.
 */

export const HOME_TYPES = ['house', 'townhouse', 'apartment', 'farm', 'other'] as const;
export const HOME_TYPE_LABELS: Record<(typeof HOME_TYPES)[number], string> = {
  house: 'House',
  townhouse: 'Townhouse or duplex',
  apartment: 'Apartment or condo',
  farm: 'Farm or acreage',
  other: 'Other',
};
export const OWN_RENT = ['own', 'rent'] as const;
export const OWN_RENT_LABELS: Record<(typeof OWN_RENT)[number], string> = { own: 'We own our home', rent: 'We rent' };
export const YARD_TYPES = ['fenced', 'partly-fenced', 'unfenced', 'none'] as const;
export const YARD_LABELS: Record<(typeof YARD_TYPES)[number], string> = {
  fenced: 'Fully fenced yard',
  'partly-fenced': 'Partly fenced yard',
  unfenced: 'Yard without a fence',
  none: 'No yard',
};
export const SEX_PREFERENCES = ['either', 'male', 'female'] as const;
export const SEX_PREFERENCE_LABELS: Record<(typeof SEX_PREFERENCES)[number], string> = { either: 'No preference', male: 'Male', female: 'Female' };
export const COLOR_PREFERENCES = ['any', 'light', 'golden', 'dark'] as const;
export const COLOR_PREFERENCE_LABELS: Record<(typeof COLOR_PREFERENCES)[number], string> = {
  any: 'No preference',
  light: 'Light / cream',
  golden: 'Golden',
  dark: 'Dark / red',
};
export const TIMINGS = ['asap', '3-6-months', '6-12-months', 'flexible'] as const;
export const TIMING_LABELS: Record<(typeof TIMINGS)[number], string> = {
  asap: 'As soon as possible',
  '3-6-months': 'In 3 to 6 months',
  '6-12-months': 'In 6 to 12 months',
  flexible: 'We are flexible',
};
export const HEARD_FROM = ['search', 'social', 'friend', 'vet', 'event', 'returning', 'other'] as const;
export const HEARD_FROM_LABELS: Record<(typeof HEARD_FROM)[number], string> = {
  search: 'Web search',
  social: 'Facebook or other social media',
  friend: 'A friend or family member',
  vet: 'Our veterinarian',
  event: 'A dog show or event',
  returning: 'We have a dog from you already',
  other: 'Other',
};

/** "Any litter" in the form and the stored preference (litterId null). */
export const ANY_LITTER = 'any';

export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  city: 80,
  state: 40,
  long: 2000,
  short: 200,
  notes: 10000,
} as const;

/** The /apply form's controls, in the order they appear (error summary order); the schema's keys. */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phone',
  'city',
  'state',
  'household',
  'homeType',
  'ownOrRent',
  'yard',
  'homeDetails',
  'experience',
  'otherPets',
  'sex',
  'color',
  'litterId',
  'timing',
  'vetReference',
  'heardFrom',
  'heardFromDetails',
  'message',
  'agreeDeposit',
  'agreeHealthGuarantee',
  'website',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The browser's draft of /apply (localStorage key). */
export const APPLICATION_DRAFT_KEY = 'apply-draft-v1';
