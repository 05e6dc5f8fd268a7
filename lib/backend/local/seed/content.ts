import type { ParentInput } from '@/lib/domain/parent';
import type { PuppyInput } from '@/lib/domain/puppy';
import type { BasicInfoInput } from '@/lib/domain/settings';
import type { StudInput } from '@/lib/domain/stud';
import type { TestimonialInput } from '@/lib/domain/testimonial';

/** Demo content for a fresh site. Dates are relative to the day the site is first started. */

const DAY = 86_400_000;
function day(offset: number, now: number): string {
  return new Date(now + offset * DAY).toISOString().slice(0, 10);
}

type SeedEntry = Omit<PuppyInput, 'imageUrl'> & { image: string };

export function seedEntries(now = Date.now()): SeedEntry[] {
  const base = {
    description: '',
    price: null,
    sex: null,
    dob: null,
    availableDate: null,
    expectedDate: null,
    public: true,
  } as const;
  const pup = (e: Partial<SeedEntry> & Pick<SeedEntry, 'name' | 'image' | 'order'>): SeedEntry => ({
    ...base,
    entryType: 'puppy',
    status: 'Available',
    color: 'Golden',
    damName: 'Rosie',
    studName: 'Duke',
    ...e,
  });
  return [
    pup({ name: 'Sunny', image: 'puppy-01', order: 1, sex: 'Male', color: 'Light Golden', price: 3200, dob: day(-52, now), availableDate: day(4, now), description: 'Bold, cuddly and always first to the food bowl. Sunny loves tug toys and naps in the sun.' }),
    pup({ name: 'Maple', image: 'puppy-02', order: 2, sex: 'Female', color: 'Red', price: 3400, dob: day(-52, now), availableDate: day(4, now), description: 'A gentle, curious girl with a deep red coat who follows the kids everywhere.' }),
    pup({ name: 'Biscuit', image: 'puppy-03', order: 3, sex: 'Male', color: 'Cream', status: 'Reserved', price: 3200, dob: day(-52, now), availableDate: day(4, now), description: 'Easy-going and calm; already walks nicely on a leash.' }),
    pup({ name: 'Honey', image: 'puppy-04', order: 4, sex: 'Female', color: 'Golden', price: 3400, dob: day(-38, now), availableDate: day(18, now), damName: 'Bella', studName: 'Finn', description: 'Sweet and playful, with a soft golden coat and a love of squeaky toys.' }),
    pup({ name: 'Cooper', image: 'puppy-05', order: 5, sex: 'Male', color: 'Dark Golden', dob: day(-38, now), availableDate: day(18, now), damName: 'Bella', studName: 'Finn', description: 'Confident explorer; the first of his litter to try the puppy ramp.' }),
    pup({ name: 'Willow', image: 'puppy-06', order: 6, sex: 'Female', color: 'Light Cream', status: 'Reserved', price: 3500, dob: day(-38, now), availableDate: day(18, now), damName: 'Bella', studName: 'Finn', description: 'Quiet and affectionate, Willow is happiest curled up on a lap.' }),
    pup({ name: 'Bentley', image: 'puppy-07', order: 7, sex: 'Male', color: 'Golden', price: 2900, dob: day(-75, now), availableDate: day(-19, now), damName: 'Goldie', studName: 'Bear', description: 'Ready to go home now: crate-started, vet-checked and first shots done.' }),
    pup({ name: 'Daisy', image: 'puppy-08', order: 8, sex: 'Female', color: 'Cream', status: 'Hold', dob: day(-75, now), availableDate: day(-19, now), damName: 'Goldie', studName: 'Bear', description: 'On hold while a family visits this weekend.' }),
    pup({ name: 'Murphy', image: 'puppy-09', order: 9, sex: 'Male', color: 'Red', status: 'Reserved', price: 3000, dob: day(-75, now), availableDate: day(-19, now), damName: 'Goldie', studName: 'Bear', description: 'Big paws, bigger heart. Loves water and fetch.' }),
    pup({ name: 'Clover', image: 'puppy-10', order: 10, sex: 'Female', color: 'Light Golden', price: 3300, dob: day(-24, now), availableDate: day(32, now), damName: 'Rosie', studName: 'Finn', description: 'Bright-eyed and quick to learn her name.' }),
    pup({ name: 'Tucker', image: 'puppy-11', order: 11, sex: 'Male', color: 'Golden', dob: day(-24, now), availableDate: day(32, now), damName: 'Rosie', studName: 'Finn', description: 'A happy wiggle of a puppy with a steady temperament.' }),
    pup({ name: 'Penny', image: 'puppy-12', order: 12, sex: 'Female', color: 'Dark Golden', status: 'Adopted', price: 3100, dob: day(-140, now), availableDate: day(-84, now), damName: 'Goldie', studName: 'Duke', description: 'Now living happily with her family in Rochester.' }),
    pup({ name: 'Rusty', image: 'puppy-13', order: 13, sex: 'Male', color: 'Red', status: 'Adopted', public: false, dob: day(-150, now), availableDate: day(-94, now), damName: 'Goldie', studName: 'Duke', description: 'Adopted; hidden from the public listing.' }),
    pup({ name: 'Hazel', image: 'puppy-14', order: 14, sex: 'Female', color: 'Golden', status: 'Hold', public: false, price: 3200, dob: day(-24, now), availableDate: day(32, now), damName: 'Rosie', studName: 'Finn', description: 'Held for our own breeding program evaluation; not listed yet.' }),
    {
      ...base,
      entryType: 'litter',
      name: 'Rosie × Duke spring litter',
      image: 'litter-01',
      order: 20,
      status: 'Available',
      color: 'Light Golden to Golden',
      damName: 'Rosie',
      studName: 'Duke',
      expectedDate: day(45, now),
      description: 'Our most requested pairing: calm, biddable puppies with light golden coats. Join the waitlist to be matched in order.',
    },
    {
      ...base,
      entryType: 'litter',
      name: 'Bella × Archie summer litter',
      image: 'litter-02',
      order: 21,
      status: 'Available',
      color: 'Golden to Dark Golden',
      damName: 'Bella',
      studName: 'Archie',
      expectedDate: day(110, now),
      description: 'Athletic, friendly puppies expected in early summer.',
    },
    {
      ...base,
      entryType: 'litter',
      name: 'Goldie × Bear fall litter',
      image: 'litter-03',
      order: 22,
      status: 'Reserved',
      color: 'Red to Dark Golden',
      damName: 'Goldie',
      studName: 'Bear',
      expectedDate: day(200, now),
      description: 'The waitlist for this litter is full; ask us to be notified of openings.',
    },
  ];
}

type SeedStud = Omit<StudInput, 'imageUrl'> & { image: string; ageDays: number };

/** Duke is one dog: a stud and the sire of the Rosie × Duke litter (docs/dogs.md); his "About" is his stud notes. */
const DUKE_ABOUT = 'Calm and biddable; hips OFA Good, elbows and heart clear. Produces light golden coats.';

/**
 * The demo's studs as /studs shows them. A stud that a seed parent names (`stud`) is written as that
 * parent's record with the stud facet; the others are sires that exist only as studs.
 */
export function seedStuds(): SeedStud[] {
  return [
    { name: 'Duke', image: 'stud-01', ageDays: 1600, available: true, studFee: '$1,500', ofaCertified: true, registration: 'AKC SR 9043 1207', dob: null, color: 'Light Golden', notes: DUKE_ABOUT },
    { name: 'Finn', image: 'stud-02', ageDays: 1400, available: true, studFee: '$1,800', ofaCertified: true, registration: 'AKC SR 9117 4410', dob: null, color: 'Golden', notes: 'Field-line energy with a soft mouth; eyes CAER clear, prcd-PRA clear.' },
    { name: 'Bear', image: 'stud-03', ageDays: 2100, available: true, studFee: '$1,400', ofaCertified: false, registration: 'AKC SR 8812 0925', dob: null, color: 'Red', notes: 'Deep red coat and a big, gentle personality. OFA results pending re-check.' },
    { name: 'Archie', image: 'stud-04', ageDays: 2900, available: false, studFee: '', ofaCertified: true, registration: 'AKC SR 8450 3318', dob: null, color: 'Dark Golden', notes: 'Retired from stud service this year; father of many of our puppies.' },
  ];
}

export const SEED_GALLERY = [
  'ball-play',
  'wildflower-field',
  'flower-crown',
  'porch-morning',
  'first-swim',
  'snow-puppy',
  'autumn-pair',
  'sunset-field',
  'basket-nap',
  'barnyard-trio',
  'winter-walk',
  'golden-hour',
] as const;

export const SEED_BASIC_INFO: BasicInfoInput = {
  address: '4120 Ridge Road, Albion, NY 14411',
  phone: '5855550142',
  email: 'hello@albiongoldens.example',
  facebook: 'https://www.facebook.com/albiongoldens.example',
  notificationEmails: ['puppies@albiongoldens.example'],
};

/** More photos of each public demo puppy (its media set after the card photo): `puppy-01-2`, `puppy-01-3`, … */
const SEED_EXTRA_PHOTOS = [2, 3] as const;
export const extraPhotoNames = (image: string): string[] => (/^puppy-(0[1-9]|1[0-2])$/.test(image) ? SEED_EXTRA_PHOTOS.map((k) => `${image}-${k}`) : []);

type SeedParent = Omit<ParentInput, 'imageUrl' | 'stud'> & { image: string | null; ageDays: number; stud: string | null };

/**
 * The dam and the sire of the Rosie × Duke puppies and litter, with their health clearances
 * (docs/parents.md). Duke is also one of the studs (`stud` names his entry in seedStuds: his photo
 * and stud facet come from there), so his public page follows the studs' rule.
 */
export function seedParents(): SeedParent[] {
  return [
    {
      name: 'Rosie',
      sex: 'dam',
      image: 'parent-dam',
      ageDays: 1500,
      stud: null,
      registration: 'AKC SR 9210 5531',
      dob: null,
      color: 'Light Golden',
      bio: 'Our sweet, steady girl: patient with children, happiest on a long walk or in the pond. Mother of Sunny, Maple and Biscuit.',
      public: true,
      retired: false,
      clearances: [
        { test: 'Hips', result: 'OFA Good', date: null, registryUrl: 'https://ofa.org/advanced-search?q=SR92105531' },
        { test: 'Elbows', result: 'OFA Normal', date: null, registryUrl: 'https://ofa.org/advanced-search?q=SR92105531' },
        { test: 'Heart', result: 'Normal (cardiologist)', date: null, registryUrl: null },
        { test: 'Eyes', result: 'Normal (CAER)', date: null, registryUrl: null },
        { test: 'Genetic panel', result: 'Clear (PRA1, PRA2, prcd-PRA, ICH1)', date: null, registryUrl: null },
      ],
    },
    {
      name: 'Duke',
      sex: 'sire',
      image: null,
      ageDays: 1600,
      stud: 'Duke',
      registration: 'AKC SR 9043 1207',
      dob: null,
      color: 'Light Golden',
      bio: DUKE_ABOUT,
      public: true,
      retired: false,
      clearances: [
        { test: 'Hips', result: 'OFA Good', date: null, registryUrl: null },
        { test: 'Elbows', result: 'OFA Normal', date: null, registryUrl: null },
        { test: 'Heart', result: 'Normal', date: null, registryUrl: null },
        { test: 'Eyes', result: 'Normal (CAER)', date: null, registryUrl: null },
      ],
    },
  ];
}

/** Two families' words, with their consent to be quoted (docs/testimonials.md). */
export const SEED_TESTIMONIALS: TestimonialInput[] = [
  {
    name: 'The Parkers',
    place: 'Rochester, NY',
    text: 'Penny came home calm, crate-started and already knowing her name. We got photos every week while we waited, and every question we had was answered the same day.',
    consent: true,
    visible: true,
    order: 1,
  },
  {
    name: 'J. & M. R.',
    place: 'Buffalo, NY',
    text: 'We met Rosie and saw her health clearances before we ever put down a deposit. Two years on, our boy is healthy, gentle with our kids and the best dog we have had.',
    consent: true,
    visible: true,
    order: 2,
  },
];
