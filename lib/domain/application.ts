import { z } from 'zod';
import { INVALID_EMAIL, SIMPLE_EMAIL } from './email';
import { multiLine, singleLine as text } from './fields';
import { normalizeEmail } from './user';
import {
  ANY_LITTER,
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  COLOR_PREFERENCES,
  HEARD_FROM,
  HOME_TYPES,
  OWN_RENT,
  SEX_PREFERENCES,
  TIMINGS,
  YARD_TYPES,
  type ApplicationField,
} from './application-options';

// The option lists, labels, limits, field names and draft key live in a zod-free module the /apply
// form imports at first load (docs/scale.md's 110 kB budget); one import path for everything else.
export * from './application-options';

/**
 * A family's application (docs/family-journey.md, /work decisions "An application is the family's record"):
 * who they are, their questionnaire answers, what they would like, what they agreed to, and where
 * the owner stands with them. Personal data: admin only, never in a public payload.
 *
 * The /apply form posts flat fields (`applicationFormSchema`, the same schema in the browser and in
 * the server action, so every field gets its own message); the stored record groups them.
 */

export const APPLICATION_STATUSES = ['submitted', 'approved', 'waitlisted', 'declined', 'placed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
  placed: 'Placed',
};

type ApplicationContact = { name: string; email: string; phone: string; city: string; state: string };
export type ApplicationAnswers = {
  /** Who lives in the home (adults, children and their ages). */
  household: string;
  homeType: (typeof HOME_TYPES)[number];
  ownOrRent: (typeof OWN_RENT)[number];
  yard: (typeof YARD_TYPES)[number];
  /** How the puppy will live: alone hours, exercise, where it sleeps. */
  homeDetails: string;
  experience: string;
  otherPets: string;
  timing: (typeof TIMINGS)[number];
  /** Clinic name and phone, or "first dog" etc. */
  vetReference: string;
  heardFrom: (typeof HEARD_FROM)[number];
  heardFromDetails: string;
  /** Anything else the family wants to say. */
  message: string;
};
type ApplicationPreferences = {
  sex: (typeof SEX_PREFERENCES)[number];
  color: (typeof COLOR_PREFERENCES)[number];
  /** A litter's id, or null for any litter. */
  litterId: string | null;
};
type ApplicationAgreements = {
  deposit: boolean;
  healthGuarantee: boolean;
  /** The /terms "last updated" date the family agreed to (YYYY-MM-DD). */
  termsDate: string;
};

export type ApplicationInput = {
  contact: ApplicationContact;
  answers: ApplicationAnswers;
  preferences: ApplicationPreferences;
  agreements: ApplicationAgreements;
};

export type Application = ApplicationInput & {
  id: string;
  status: ApplicationStatus;
  /** The owner's private notes. */
  notes: string;
  /** The account with the same email, when there is one. */
  userId: string | null;
  /** SHA-256 (hex) of the status-link token; null when revoked or never made. The token is never stored. */
  statusTokenHash: string | null;
  createdAt: string;
  updatedAt: string;
};

const required = (max: number, message: string) => text(max).min(1, message);
const longText = (max: number) => multiLine(max);

const agreed = (message: string) =>
  z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === 'yes', z.literal(true, message));

const litterChoice = z
  .string()
  .trim()
  .regex(/^(any|[A-Za-z0-9_-]{1,64})$/, 'Choose a litter from the list, or any litter.');

/**
 * What /apply posts, one key per form control (names are the form's `name`s). The same schema
 * runs in the browser (per-field messages before sending) and in the server action (nothing is
 * stored unless it passes). `website` is the honeypot: people leave it empty.
 */
export const applicationFormSchema = z.object({
  name: required(APPLICATION_LIMITS.name, 'Please enter your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(APPLICATION_LIMITS.email, `Keep this under ${APPLICATION_LIMITS.email} characters.`)
    .regex(SIMPLE_EMAIL, INVALID_EMAIL),
  phone: required(APPLICATION_LIMITS.phone, 'Please enter a phone number.').regex(/^[0-9+().\-\s]{7,40}$/, 'Please enter a phone number (digits, spaces, + ( ) - only).'),
  city: required(APPLICATION_LIMITS.city, 'Please enter your city or town.'),
  state: required(APPLICATION_LIMITS.state, 'Please enter your state.'),
  household: longText(APPLICATION_LIMITS.long).min(1, 'Tell us who lives in your home.'),
  homeType: z.enum(HOME_TYPES, 'Choose the kind of home you live in.'),
  ownOrRent: z.enum(OWN_RENT, 'Tell us whether you own or rent.'),
  yard: z.enum(YARD_TYPES, 'Choose what kind of yard you have.'),
  homeDetails: longText(APPLICATION_LIMITS.long).min(1, 'Tell us how a puppy would spend its day.'),
  experience: longText(APPLICATION_LIMITS.long).min(1, 'Tell us about your experience with dogs (first dog is fine).'),
  otherPets: longText(APPLICATION_LIMITS.long).default(''),
  sex: z.enum(SEX_PREFERENCES, 'Choose a preferred sex, or no preference.'),
  color: z.enum(COLOR_PREFERENCES, 'Choose a preferred color, or no preference.'),
  litterId: litterChoice,
  timing: z.enum(TIMINGS, 'Choose when you would like to bring a puppy home.'),
  vetReference: longText(APPLICATION_LIMITS.short).min(1, 'Give your veterinarian’s name and phone, or tell us this is your first dog.'),
  heardFrom: z.enum(HEARD_FROM, 'Tell us how you heard about us.'),
  heardFromDetails: text(APPLICATION_LIMITS.short).default(''),
  message: longText(APPLICATION_LIMITS.long).default(''),
  agreeDeposit: agreed('Please agree to the deposit terms to apply.'),
  agreeHealthGuarantee: agreed('Please agree to the health guarantee terms to apply.'),
  /** Honeypot: hidden from people; anything in it marks the request as a bot's. */
  website: z.string().max(500).default(''),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
export type ApplicationFormDraft = z.input<typeof applicationFormSchema>;

/** APPLICATION_FIELDS (the form's order) names exactly the schema's keys: a compile error otherwise. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _fieldsMatchSchema: SameKeys<ApplicationField, keyof ApplicationForm> = true;
void _fieldsMatchSchema;

/** A parsed form as the record's groups; `termsDate` is the /terms date in force when it was sent. */
export function formToApplicationInput(f: ApplicationForm, termsDate: string): ApplicationInput {
  return {
    contact: { name: f.name, email: normalizeEmail(f.email), phone: f.phone, city: f.city, state: f.state },
    answers: {
      household: f.household,
      homeType: f.homeType,
      ownOrRent: f.ownOrRent,
      yard: f.yard,
      homeDetails: f.homeDetails,
      experience: f.experience,
      otherPets: f.otherPets,
      timing: f.timing,
      vetReference: f.vetReference,
      heardFrom: f.heardFrom,
      heardFromDetails: f.heardFromDetails,
      message: f.message,
    },
    preferences: { sex: f.sex, color: f.color, litterId: f.litterId === ANY_LITTER ? null : f.litterId },
    agreements: { deposit: f.agreeDeposit, healthGuarantee: f.agreeHealthGuarantee, termsDate },
  };
}

/** Per-field messages of a failed parse: the first message of each field. */
export function applicationFieldErrors(error: z.ZodError): Partial<Record<ApplicationField, string>> {
  const out: Partial<Record<ApplicationField, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (APPLICATION_FIELDS as readonly string[]).includes(key) && !out[key as ApplicationField]) {
      out[key as ApplicationField] = issue.message;
    }
  }
  return out;
}

/** A status-link token's stored form: SHA-256, lowercase hex. */
export const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** The status link's token as it appears in /status/<token>: 43 base64url characters (32 random bytes). */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Admin list filters (page and count). */
export type ApplicationFilter = { status?: ApplicationStatus; litterId?: string };
export type ApplicationCounts = Record<ApplicationStatus, number> & { total: number };

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
function oneOf<T extends string>(list: readonly T[], v: unknown, fallback: T): T {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;
}
function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** A stored record (either backend, plain values) as an Application, with defaults for what is missing or corrupt. */
export function toApplication(id: string, raw: Record<string, unknown>): Application {
  const c = obj(raw.contact);
  const a = obj(raw.answers);
  const p = obj(raw.preferences);
  const g = obj(raw.agreements);
  const createdAt = typeof raw.createdAt === 'string' && raw.createdAt ? raw.createdAt : new Date(0).toISOString();
  return {
    id,
    contact: { name: str(c.name), email: str(c.email), phone: str(c.phone), city: str(c.city), state: str(c.state) },
    answers: {
      household: str(a.household),
      homeType: oneOf(HOME_TYPES, a.homeType, 'other'),
      ownOrRent: oneOf(OWN_RENT, a.ownOrRent, 'own'),
      yard: oneOf(YARD_TYPES, a.yard, 'none'),
      homeDetails: str(a.homeDetails),
      experience: str(a.experience),
      otherPets: str(a.otherPets),
      timing: oneOf(TIMINGS, a.timing, 'flexible'),
      vetReference: str(a.vetReference),
      heardFrom: oneOf(HEARD_FROM, a.heardFrom, 'other'),
      heardFromDetails: str(a.heardFromDetails),
      message: str(a.message),
    },
    preferences: {
      sex: oneOf(SEX_PREFERENCES, p.sex, 'either'),
      color: oneOf(COLOR_PREFERENCES, p.color, 'any'),
      litterId: typeof p.litterId === 'string' && p.litterId ? p.litterId : null,
    },
    agreements: { deposit: g.deposit === true, healthGuarantee: g.healthGuarantee === true, termsDate: str(g.termsDate) },
    status: oneOf(APPLICATION_STATUSES, raw.status, 'submitted'),
    notes: str(raw.notes),
    userId: typeof raw.userId === 'string' && raw.userId ? raw.userId : null,
    statusTokenHash: typeof raw.statusTokenHash === 'string' && TOKEN_HASH.test(raw.statusTokenHash) ? raw.statusTokenHash : null,
    createdAt,
    updatedAt: typeof raw.updatedAt === 'string' && raw.updatedAt ? raw.updatedAt : createdAt,
  };
}

/**
 * Anti-spam limits of /apply (like the contact form's): accepted applications per client address
 * per hour, and for the whole site per minute. Only applications that would be stored count.
 */
export const APPLICATION_RATE = {
  perIp: 3,
  windowMs: 60 * 60_000,
  globalPerMinute: 20,
  keys: { perIp: (ip: string) => `apply:${ip}`, everyone: 'apply-all' },
} as const;

