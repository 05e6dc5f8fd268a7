import { z } from 'zod';
import { APPLICATION_STATUSES, type Application } from '@/lib/domain/application';
import { ENTRY_TYPES, SEXES } from '@/lib/domain/entry';
import { JOURNAL_MEDIA_KINDS, JOURNAL_VISIBILITIES, type FamilyLink, type JournalPost } from '@/lib/domain/journal';
import { LITTER_STAGES, type LitterLife } from '@/lib/domain/litter';
import { mediaSetSchema, type MediaSet } from '@/lib/domain/media-set';
import { OUTBOX_KINDS, type OutboxMessage } from '@/lib/domain/outbox';
import { PARENT_SEXES, type Parent } from '@/lib/domain/parent';
import type { Testimonial } from '@/lib/domain/testimonial';
import type { Puppy } from '@/lib/domain/puppy';
import type { OwnerPreferences } from '@/lib/domain/notifications';
import type { BasicInfo, HeroImage, MessageRetention } from '@/lib/domain/settings';
import type { Stud } from '@/lib/domain/stud';
import { LEDGER_KINDS, LEDGER_METHODS, type LedgerEntry } from '@/lib/domain/ledger';
import type { Contract, ContractTemplate } from '@/lib/domain/contract';
import { SUBSCRIBER_STATUSES, type Subscriber } from '@/lib/domain/mail';
import type { WaitlistEntry } from '@/lib/domain/waitlist';
import { ROLES, type User } from '@/lib/domain/user';
import type { PuppyRecordDump } from '@/lib/backend/types';

/**
 * The portable site archive of `npm run export` / `npm run import`: a gzipped tar holding
 * `site.json` (this manifest: every record, as the port returns it) first, then every media file
 * under `media/<storage path>` (gzip's checksum covers the bytes). Records keep the source's image URLs; `urls` maps each of them to
 * the storage path it names, so an import rewrites them to the target's own media URLs.
 */

export const ARCHIVE_FORMAT = 'breeder-site-archive';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_ENTRY = 'site.json';

export type ArchiveMedia = {
  path: string;
  /** The tar entry holding the bytes. */
  entry: string;
  contentType: string;
  customMetadata: Record<string, string>;
};

type ArchiveUser = { record: User; passwordHash: string | null };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  source: 'local' | 'firebase';
  /** null: never written at the source (the target keeps its default). */
  settings: {
    basicInfo: BasicInfo | null;
    heroImage: HeroImage | null;
    messageRetention: MessageRetention | null;
    /** The owner's notification choices and the breeder's time zone (docs/notifications.md); absent from older archives. */
    ownerPreferences: OwnerPreferences | null;
  };
  /** As listed for the admin: newest first. */
  puppies: Puppy[];
  /**
   * Studs kept apart from the dogs, newest first: only archives made before a stud was a sire's
   * record (docs/dogs.md); the import merges them in. New archives write none.
   */
  studs: Stud[];
  /**
   * Dams and sires (docs/litters.md), newest first, a stud's facet included; archives made before
   * them have none. An old archive's sire may name the separate stud he was (`studId`).
   */
  parents: (Parent & { studId?: string | null })[];
  /** Families' testimonials (docs/testimonials.md), in listing order; archives made before them have none. */
  testimonials: Testimonial[];
  /** Oldest first. */
  users: ArchiveUser[];
  /** Newest first. */
  outbox: OutboxMessage[];
  /** Oldest first (the gallery's order). */
  media: ArchiveMedia[];
  /** Litter journal posts, oldest first (docs/litters.md; absent from older archives: none). */
  journal: JournalPost[];
  /** Families linked to litters, oldest first (docs/litters.md; absent from older archives: none). */
  families: FamilyLink[];
  /** Media sets of puppies, litters and parents (docs/media-sets.md; absent from older archives: none). */
  mediaSets: MediaSet[];
  /** Families' applications, oldest first (docs/family-journey.md; absent from older archives: none). */
  applications: Application[];
  /** Litter waitlists and picks (docs/family-journey.md), by litter then position (absent from older archives: none). */
  waitlists: WaitlistEntry[];
  /** Deposits and payments (docs/family-journey.md), oldest first (absent from older archives: none). */
  ledger: LedgerEntry[];
  /** Contract templates and issued contracts with their signatures (docs/contracts.md; absent from older archives: none). */
  contractTemplates: ContractTemplate[];
  contracts: Contract[];
  /** The litter announcement list (docs/family-journey.md), as stored (absent from older archives: none). */
  subscribers: Subscriber[];
  /** The puppy's record (docs/puppy-record.md): weights, health events, identities, settings (absent from older archives: none). */
  puppyRecord: PuppyRecordDump;
  /** Each litter entry's life (docs/litters.md, lib/domain/litter.ts; absent from older archives: derived on read). */
  litters: { id: string; life: LitterLife }[];
  /** Source URL → storage path, for every record URL that names a stored file. */
  urls: Record<string, string>;
};

// Records are checked for the fields the import writes; fields added later pass through (looseObject).
const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time');
const day = z.string().nullable();

const nullableNumber = z.number().nullable();
const litterParentSchema = z.object({ parentId: z.string().nullable(), name: z.string() });
const litterLifeSchema = z.object({
  stage: z.enum(LITTER_STAGES),
  dam: litterParentSchema,
  sire: litterParentSchema,
  expectedDate: day,
  birthDate: day,
  goHomeDate: day,
  color: z.string(),
  males: nullableNumber,
  females: nullableNumber,
  available: nullableNumber,
  priceMin: nullableNumber,
  priceMax: nullableNumber,
  deposit: nullableNumber,
  goHomeNotes: z.string(),
});

const puppySchema = z.looseObject({
  id: z.string().min(1),
  entryType: z.enum(ENTRY_TYPES),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  order: z.number(),
  status: z.string(),
  price: z.number().nullable(),
  sex: z.enum(SEXES).nullable(),
  color: z.string(),
  dob: day,
  availableDate: day,
  damName: z.string(),
  studName: z.string(),
  expectedDate: day,
  public: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});

const studSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  imageUrl: z.string().nullable(),
  available: z.boolean(),
  studFee: z.string(),
  ofaCertified: z.boolean(),
  registration: z.string(),
  dob: day,
  color: z.string(),
  notes: z.string(),
  createdAt: iso,
});

const testimonialSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  place: z.string(),
  text: z.string(),
  consent: z.boolean(),
  visible: z.boolean(),
  order: z.number().int(),
  createdAt: iso,
  updatedAt: iso,
});

const parentSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  sex: z.enum(PARENT_SEXES),
  registration: z.string(),
  dob: day,
  color: z.string(),
  imageUrl: z.string().nullable(),
  bio: z.string(),
  public: z.boolean(),
  retired: z.boolean(),
  studId: z.string().nullish(),
  stud: z.object({ available: z.boolean(), studFee: z.string(), ofaCertified: z.boolean() }).nullish(),
  clearances: z.array(z.object({ test: z.string(), result: z.string(), date: day, registryUrl: z.string().nullable() })),
  createdAt: iso,
  updatedAt: iso,
});

const userSchema = z.looseObject({
  id: z.string().min(1),
  email: z.string().min(3),
  role: z.enum(ROLES),
  createdAt: iso,
  sessionVersion: z.number().int().min(0).default(0),
});

const outboxSchema = z.looseObject({
  id: z.string().min(1),
  kind: z.enum(OUTBOX_KINDS),
  to: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  fromName: z.string(),
  replyEmail: z.string(),
  phone: z.string(),
  createdAt: iso,
  handledAt: iso.nullable(),
});

const journalSchema = z.looseObject({
  id: z.string().min(1),
  litterId: z.string().min(1),
  date: z.string().min(1),
  title: z.string(),
  body: z.string(),
  media: z.array(
    z.looseObject({
      kind: z.enum(JOURNAL_MEDIA_KINDS),
      url: z.string().min(1),
      alt: z.string(),
      posterUrl: z.string().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
  visibility: z.enum(JOURNAL_VISIBILITIES),
  createdAt: iso,
  updatedAt: iso,
});

const familySchema = z.looseObject({
  litterId: z.string().min(1),
  userId: z.string().min(1),
  puppyId: z.string().nullable(),
  createdAt: iso,
});

// docs/family-journey.md: the groups are checked as objects; toApplication's defaults fill what an older writer left out.
const waitlistSchema = z.looseObject({
  id: z.string().min(1),
  litterId: z.string().min(1),
  applicationId: z.string().min(1),
  position: z.number().int().min(1),
  depositDate: day,
  passed: z.boolean(),
  puppyId: z.string().nullable(),
  pickedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
});

const ledgerSchema = z.looseObject({
  id: z.string().min(1),
  applicationId: z.string().min(1),
  puppyId: z.string().nullable(),
  litterId: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int().min(1),
  date: z.string(),
  method: z.enum(LEDGER_METHODS),
  note: z.string(),
  createdAt: iso,
  updatedAt: iso,
});

const contractTemplateSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  body: z.string(),
  createdAt: iso,
  updatedAt: iso,
});

/** The rest of a contract (signatures, kept copy) is read by toContract; the store checks the text against its hash. */
const contractSchema = z.looseObject({
  id: z.string().min(1),
  applicationId: z.string().min(1),
  version: z.number().int().min(1),
  title: z.string(),
  text: z.string(),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  issuedAt: iso,
});

const subscriberSchema = z.looseObject({
  id: z.string().min(1),
  email: z.string().min(3),
  status: z.enum(SUBSCRIBER_STATUSES),
  confirmTokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  unsubscribeTokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: iso,
  updatedAt: iso,
  confirmedAt: iso.nullable(),
  unsubscribedAt: iso.nullable(),
});

const applicationSchema = z.looseObject({
  id: z.string().min(1),
  contact: z.looseObject({ name: z.string(), email: z.string(), phone: z.string(), city: z.string(), state: z.string() }),
  answers: z.looseObject({}),
  preferences: z.looseObject({ litterId: z.string().nullable() }),
  agreements: z.looseObject({ deposit: z.boolean(), healthGuarantee: z.boolean(), termsDate: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string(),
  userId: z.string().nullable(),
  statusTokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  createdAt: iso,
  updatedAt: iso,
});

// The puppy's record: each record is checked again by the store's schemas when imported.
const puppyRecordSchema = z.object({
  weights: z.array(z.looseObject({ id: z.string().min(1), puppyId: z.string().min(1), grams: z.number(), at: z.string(), createdAt: iso })).default([]),
  health: z.array(z.looseObject({ id: z.string().min(1), puppyId: z.string().min(1), kind: z.string(), date: z.string(), createdAt: iso })).default([]),
  identities: z.array(z.looseObject({ puppyId: z.string().min(1) })).default([]),
  settings: z.looseObject({ unit: z.string() }).nullable().default(null),
});

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: iso,
  source: z.enum(['local', 'firebase']),
  settings: z.object({
    basicInfo: z
      .looseObject({
        address: z.string(),
        phone: z.string(),
        email: z.string(),
        facebook: z.string(),
        notificationEmails: z.array(z.string()),
        updatedAt: iso.nullable(),
      })
      .nullable(),
    heroImage: z.object({ url: z.string().min(1), updatedAt: iso.nullable() }).nullable(),
    messageRetention: z.object({ handledDays: z.number().int().min(1).max(3650).nullable(), updatedAt: iso.nullable() }).nullable().default(null),
    // Checked again by the store's schema when imported.
    ownerPreferences: z.object({ modes: z.record(z.string(), z.string()), timeZone: z.string(), updatedAt: iso.nullable() }).nullable().default(null),
  }),
  puppies: z.array(puppySchema),
  studs: z.array(studSchema).default([]),
  parents: z.array(parentSchema).default([]),
  testimonials: z.array(testimonialSchema).default([]),
  users: z.array(z.object({ record: userSchema, passwordHash: z.string().nullable() })),
  outbox: z.array(outboxSchema),
  media: z.array(
    z.object({
      path: z.string().min(1),
      entry: z.string().min(1),
      contentType: z.string().min(1),
      customMetadata: z.record(z.string(), z.string()),
    }),
  ),
  urls: z.record(z.string(), z.string()),
  journal: z.array(journalSchema).default([]),
  families: z.array(familySchema).default([]),
  mediaSets: z.array(mediaSetSchema).default([]),
  litters: z.array(z.object({ id: z.string().min(1), life: litterLifeSchema })).default([]),
  applications: z.array(applicationSchema).default([]),
  waitlists: z.array(waitlistSchema).default([]),
  ledger: z.array(ledgerSchema).default([]),
  contractTemplates: z.array(contractTemplateSchema).default([]),
  contracts: z.array(contractSchema).default([]),
  subscribers: z.array(subscriberSchema).default([]),
  puppyRecord: puppyRecordSchema.default({ weights: [], health: [], identities: [], settings: null }),
});

/** Parses site.json; a clear message naming the first problem when it is not an archive this version reads. */
export function parseManifest(bytes: Uint8Array): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(`${MANIFEST_ENTRY} is not JSON: this is not a site archive.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  const version = (json as { version?: unknown } | null)?.version;
  if (format !== ARCHIVE_FORMAT) throw new Error('This file is not a site archive made by `npm run export`.');
  if (version !== ARCHIVE_VERSION) throw new Error(`This archive has version ${String(version)}; this site reads version ${ARCHIVE_VERSION}. Update the site first.`);
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`The archive's ${MANIFEST_ENTRY} is damaged: ${issue.path.join('.')} ${issue.message}.`);
  }
  return parsed.data as unknown as Manifest;
}
