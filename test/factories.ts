import { applicationFormSchema, formToApplicationInput, type ApplicationFormDraft, type ApplicationInput } from '@/lib/domain/application';
import { journalPostInputSchema, type JournalPostInput } from '@/lib/domain/journal';
import { parentInputSchema, type ParentInput, type ParentInputDraft } from '@/lib/domain/parent';
import { puppyInputSchema, type Puppy, type PuppyInput, type PuppyInputDraft } from '@/lib/domain/puppy';
import { studInputSchema, type StudInput, type StudInputDraft } from '@/lib/domain/stud';
import { testimonialInputSchema, type TestimonialInput, type TestimonialInputDraft } from '@/lib/domain/testimonial';

/** A valid puppy entry for tests: "Sunny", order 5, the schema's defaults, then `overrides` (parsed, so they must be valid too). */
export function puppyInput(overrides: Partial<PuppyInputDraft> = {}): PuppyInput {
  return puppyInputSchema.parse({ entryType: 'puppy', name: 'Sunny', order: 5, ...overrides });
}

/** What an empty stored puppy record reads as, on either backend: the defaults of docs/product.md §3. */
export function emptyPuppy(id: string): Puppy {
  return {
    id,
    entryType: 'puppy',
    name: 'Unnamed',
    description: '',
    imageUrl: null,
    order: 9999,
    status: 'Available',
    price: null,
    sex: null,
    color: '',
    dob: null,
    availableDate: null,
    damName: '',
    studName: '',
    expectedDate: null,
    public: true,
    litterId: null,
    createdAt: '1970-01-01T00:00:00.000Z',
    updatedAt: '1970-01-01T00:00:00.000Z',
  };
}

/** A valid stud for tests: "Duke", the schema's defaults, then `overrides` (parsed). */
export function studInput(overrides: Partial<StudInputDraft> = {}): StudInput {
  return studInputSchema.parse({ name: 'Duke', ...overrides });
}

/** A valid parent for tests: the dam "Maple", the schema's defaults, then `overrides` (parsed). */
export function parentInput(overrides: Partial<ParentInputDraft> = {}): ParentInput {
  return parentInputSchema.parse({ name: 'Maple', sex: 'dam', ...overrides });
}

/** A valid testimonial for tests: "The Parkers", consented and visible, order 0, then `overrides` (parsed). */
export function testimonialInput(overrides: Partial<TestimonialInputDraft> = {}): TestimonialInput {
  return testimonialInputSchema.parse({ name: 'The Parkers', text: 'Our puppy is a joy.', consent: true, visible: true, ...overrides });
}

/** A valid journal post for tests: a public text post on litter L1 dated 2026-05-01, then `overrides` (parsed). */
export function journalInput(overrides: Partial<Record<keyof JournalPostInput, unknown>> = {}): JournalPostInput {
  return journalPostInputSchema.parse({ litterId: 'L1', date: '2026-05-01', body: 'Eyes open today.', visibility: 'public', ...overrides });
}

/** A valid /apply form for tests (every required field filled, both agreements ticked), then `overrides`. */
export function applicationFormValues(overrides: Partial<Record<keyof ApplicationFormDraft, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Jamie Rivera',
    email: 'jamie@example.com',
    phone: '585-555-0142',
    city: 'Rochester',
    state: 'NY',
    household: 'Two adults and a 9-year-old.',
    homeType: 'house',
    ownOrRent: 'own',
    yard: 'fenced',
    homeDetails: 'Someone is home most days; long walks morning and evening.',
    experience: 'We had a golden for 13 years.',
    otherPets: 'One cat.',
    sex: 'either',
    color: 'any',
    litterId: 'any',
    timing: 'flexible',
    vetReference: 'Albion Animal Hospital, 585-555-0100',
    heardFrom: 'friend',
    heardFromDetails: '',
    message: '',
    agreeDeposit: 'on',
    agreeHealthGuarantee: 'on',
    website: '',
    ...overrides,
  };
}

/** A valid application record input for tests (applicationFormValues parsed), `termsDate` 2025-09-15. */
export function applicationInput(overrides: Partial<Record<keyof ApplicationFormDraft, unknown>> = {}): ApplicationInput {
  return formToApplicationInput(applicationFormSchema.parse(applicationFormValues(overrides)), '2025-09-15');
}

/** A form as the browser posts it: each field once, an array's values repeated, undefined ones left out. */
export function formData(fields: Record<string, string | readonly string[] | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of v === undefined ? [] : [v].flat()) fd.append(k, one);
  return fd;
}

/**
 * Duke after the one-time merge of the old studs table into the parents (docs/dogs.md): the sire
 * keeps his id, record and clearances and takes the linked stud's photo, registration, color,
 * notes and offer. Both backends' merge tests expect exactly this.
 */
export const LEGACY_DUKE_MERGED = {
  name: 'Duke',
  public: true,
  imageUrl: '/media/studs/duke.webp',
  registration: 'AKC SR1',
  dob: '2021-04-02',
  color: 'Light Golden',
  bio: 'Calm.\n\nProduces light coats.',
  clearances: [{ test: 'Hips', result: 'OFA Good' }],
  stud: { available: true, studFee: '$1,500', ofaCertified: true },
  createdAt: '2023-06-01T00:00:00.000Z',
};

/**
 * The life an original-shape litter entry (dam Daisy, sire Duke, an expected date, no life stored)
 * reads as: expected, the parents by name only, nothing recorded yet (no birth, counts, prices, deposit or notes).
 */
export function expectedDaisyDukeLife(expectedDate: string, color: string) {
  return {
    stage: 'expected',
    dam: { parentId: null, name: 'Daisy' },
    sire: { parentId: null, name: 'Duke' },
    expectedDate,
    color,
    birthDate: null,
    goHomeDate: null,
    males: null,
    females: null,
    available: null,
    priceMin: null,
    priceMax: null,
    deposit: null,
    goHomeNotes: '',
  } as const;
}

/** What a page of the public listing shows, to compare a query's answer with pageOfListing's: the entries' ids, the total, the page, the count of all. */
export function listingPageSummary(p: { items: readonly { id: string }[]; total: number; page: number; all: number }) {
  return { ids: p.items.map((e) => e.id), total: p.total, page: p.page, all: p.all };
}
