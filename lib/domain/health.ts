import { z } from 'zod';
import { calendarDate, multiLine, singleLine } from './fields';
import { WEIGHT_UNITS, type WeightUnit } from './growth';

/**
 * A puppy's health record (docs/puppy-record.md): vaccinations, dewormings and vet checks as they
 * were given, a schedule template the owner sets once (ages in days from birth) that gives every
 * litter its due dates from its birth date, identity papers and the go-home checklist.
 */
export const HEALTH_KINDS = ['vaccine', 'deworming', 'vet_check'] as const;
type HealthKind = (typeof HEALTH_KINDS)[number];
export const HEALTH_KIND_LABELS: Record<HealthKind, string> = { vaccine: 'Vaccination', deworming: 'Deworming', vet_check: 'Vet check' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export type HealthEventInput = {
  puppyId: string;
  litterId: string | null;
  kind: HealthKind;
  /** What was given or done ("DHPP", "Pyrantel", "First exam"). */
  what: string;
  product: string;
  lot: string;
  date: string;
  givenBy: string;
  note: string;
};
export type HealthEvent = HealthEventInput & { id: string; createdAt: string };

export const healthEventInputSchema = z.object({
  puppyId: z.string().regex(ID, 'Choose a puppy from the list.'),
  litterId: z.string().regex(ID, 'That litter no longer exists. Reload the page.').nullable(),
  kind: z.enum(HEALTH_KINDS, { error: 'Choose vaccination, deworming or vet check.' }),
  what: singleLine(120).min(1, 'Say what was given or done.'),
  product: singleLine(120).default(''),
  lot: singleLine(60).default(''),
  date: calendarDate,
  givenBy: singleLine(120).default(''),
  note: multiLine(1000).default(''),
});

export function toHealthEvent(id: string, d: Record<string, unknown>): HealthEvent {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  const kind = HEALTH_KINDS.includes(d.kind as HealthKind) ? (d.kind as HealthKind) : 'vet_check';
  return {
    id,
    puppyId: s(d.puppyId),
    litterId: typeof d.litterId === 'string' ? d.litterId : null,
    kind,
    what: s(d.what),
    product: s(d.product),
    lot: s(d.lot),
    date: s(d.date),
    givenBy: s(d.givenBy),
    note: s(d.note),
    createdAt: s(d.createdAt),
  };
}

/** One step of the schedule: due from `fromDay` to `toDay` days of age. */
export type ScheduleItem = { kind: HealthKind; what: string; fromDay: number; toDay: number };

export const scheduleItemSchema = z
  .object({
    kind: z.enum(HEALTH_KINDS, { error: 'Choose vaccination, deworming or vet check.' }),
    what: singleLine(120).min(1, 'Name each step.'),
    fromDay: z.number().int('Ages are whole days.').min(0, 'Ages start at 0 days.').max(730, 'At most 730 days.'),
    toDay: z.number().int('Ages are whole days.').min(0, 'Ages start at 0 days.').max(730, 'At most 730 days.'),
  })
  .refine((i) => i.toDay >= i.fromDay, { message: 'A step ends on or after the day it starts.', path: ['toDay'] });

/** The template a new site starts with: a common plan for puppies, for the owner to change with the vet's. */
export const DEFAULT_SCHEDULE: readonly ScheduleItem[] = [
  { kind: 'deworming', what: 'Deworming 1', fromDay: 14, toDay: 14 },
  { kind: 'deworming', what: 'Deworming 2', fromDay: 28, toDay: 28 },
  { kind: 'deworming', what: 'Deworming 3', fromDay: 42, toDay: 42 },
  { kind: 'vaccine', what: 'First vaccine (DHPP)', fromDay: 42, toDay: 56 },
  { kind: 'vet_check', what: 'Vet check', fromDay: 49, toDay: 56 },
  { kind: 'deworming', what: 'Deworming 4', fromDay: 56, toDay: 56 },
  { kind: 'vaccine', what: 'Second vaccine (DHPP)', fromDay: 70, toDay: 84 },
  { kind: 'vaccine', what: 'Third vaccine (DHPP) and rabies', fromDay: 98, toDay: 112 },
];

/** The go-home checklist the owner ticks per puppy. */
export const CHECKLIST_ITEMS = ['chip', 'registration', 'vaccines', 'deworming', 'vetCheck', 'contract', 'food', 'firstNight'] as const;
type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const CHECKLIST_LABELS: Record<ChecklistItem, string> = {
  chip: 'Microchip implanted and registered',
  registration: 'Registration papers',
  vaccines: 'Vaccines up to date',
  deworming: 'Deworming up to date',
  vetCheck: 'Vet check done',
  contract: 'Contract signed',
  food: 'Food to take home',
  firstNight: 'First-night notes given',
};

export const REGISTRATION_STATUSES = ['none', 'applied', 'registered'] as const;
type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = { none: 'Not applied', applied: 'Applied', registered: 'Registered' };

export type PuppyIdentityInput = {
  microchip: string;
  registrationBody: string;
  registrationNumber: string;
  registrationStatus: RegistrationStatus;
  collarColor: string;
  goHomeDate: string | null;
  goHomeGrams: number | null;
  checklist: ChecklistItem[];
};
export type PuppyIdentity = PuppyIdentityInput & { puppyId: string; updatedAt: string | null };

export const puppyIdentityInputSchema = z.object({
  microchip: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{0,20}$/, 'A microchip number is up to 20 letters and digits (usually 15 digits).')
    .default(''),
  registrationBody: singleLine(60).default(''),
  registrationNumber: singleLine(60).default(''),
  registrationStatus: z.enum(REGISTRATION_STATUSES, { error: 'Choose a registration status.' }).default('none'),
  collarColor: singleLine(40).default(''),
  goHomeDate: calendarDate.nullable().default(null),
  goHomeGrams: z.number().int().min(1).max(60_000).nullable().default(null),
  checklist: z.array(z.enum(CHECKLIST_ITEMS)).max(CHECKLIST_ITEMS.length).default([]),
});

function emptyIdentity(puppyId: string): PuppyIdentity {
  return { puppyId, microchip: '', registrationBody: '', registrationNumber: '', registrationStatus: 'none', collarColor: '', goHomeDate: null, goHomeGrams: null, checklist: [], updatedAt: null };
}

export function toPuppyIdentity(puppyId: string, d: Record<string, unknown>, updatedAt: string | null): PuppyIdentity {
  const parsed = puppyIdentityInputSchema.safeParse(d);
  return parsed.success ? { ...parsed.data, checklist: [...new Set(parsed.data.checklist)], puppyId, updatedAt } : emptyIdentity(puppyId);
}

export const CARE_NOTES_MAX = 6000;
const DEFAULT_CARE_NOTES =
  'Feeding: the same puppy food as at home, three meals a day until 16 weeks, then two. Change food slowly over a week.\n' +
  'Water: always fresh water. Sleep: a crate near you for the first nights; puppies sleep 18 hours a day.\n' +
  'Exercise: short play, no long walks or stairs until your vet agrees. Call us with any question.';

/** The owner's settings of the record: unit, schedule template, care notes, the calendar feed's token hash. */
export type RecordSettings = {
  unit: WeightUnit;
  schedule: ScheduleItem[];
  careNotes: string;
  /** SHA-256 (hex) of the calendar feed's secret; null when the feed is off. */
  calendarTokenHash: string | null;
  /** Litters whose public page shows the growth chart (the owner's choice per litter). */
  publicChartLitterIds: string[];
  updatedAt: string | null;
};

export const recordSettingsSchema = z.object({
  unit: z.enum(WEIGHT_UNITS, { error: 'Choose grams or ounces.' }),
  schedule: z.array(scheduleItemSchema).max(40, 'At most 40 steps.'),
  careNotes: multiLine(CARE_NOTES_MAX),
  calendarTokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  publicChartLitterIds: z.array(z.string().regex(ID)).max(500),
});

function defaultRecordSettings(): RecordSettings {
  return { unit: 'g', schedule: [...DEFAULT_SCHEDULE], careNotes: DEFAULT_CARE_NOTES, calendarTokenHash: null, publicChartLitterIds: [], updatedAt: null };
}

export function toRecordSettings(d: Record<string, unknown> | null, updatedAt: string | null): RecordSettings {
  if (!d) return defaultRecordSettings();
  const parsed = recordSettingsSchema.safeParse(d);
  return parsed.success ? { ...parsed.data, updatedAt } : defaultRecordSettings();
}

const DAY_MS = 86_400_000;
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export type DueState = 'done' | 'overdue' | 'due' | 'upcoming';
export type DueItem = { item: ScheduleItem; index: number; from: string; to: string; state: DueState; done: HealthEvent | null };

/**
 * A puppy's schedule from its birth date: each step's window, and whether it is done. The n-th
 * step of a kind is done by the n-th event of that kind (oldest first), so "Deworming 3" is the
 * third deworming given, whatever its product was called. `today` is a YYYY-MM-DD.
 */
export function scheduleFor({ birthDate, schedule, events, today }: { birthDate: string; schedule: readonly ScheduleItem[]; events: readonly HealthEvent[]; today: string }): DueItem[] {
  const given = new Map<HealthKind, HealthEvent[]>();
  for (const e of [...events].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt))) {
    given.set(e.kind, [...(given.get(e.kind) ?? []), e]);
  }
  const seen = new Map<HealthKind, number>();
  const steps = schedule.map((item, index) => ({ item, index })).sort((a, b) => a.item.fromDay - b.item.fromDay || a.index - b.index);
  return steps.map(({ item, index }) => {
    const n = seen.get(item.kind) ?? 0;
    seen.set(item.kind, n + 1);
    const done = given.get(item.kind)?.[n] ?? null;
    const from = addDays(birthDate, item.fromDay);
    const to = addDays(birthDate, item.toDay);
    const state: DueState = done ? 'done' : today > to ? 'overdue' : today >= from ? 'due' : 'upcoming';
    return { item, index, from, to, state, done };
  });
}

/** The steps still to do, soonest first (the family's "next due"). */
export function nextDue(items: readonly DueItem[], limit = 3): DueItem[] {
  return items.filter((i) => i.state !== 'done').slice(0, limit);
}

export const DUE_STATE_LABELS: Record<DueState, string> = { done: 'Done', overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming' };

/** "Mar 2, 2026", or "Mar 2 – Mar 16, 2026" for a window. */
export function formatWindow(from: string, to: string): string {
  const f = (d: string, year: boolean) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  return from === to ? f(from, true) : `${f(from, false)} – ${f(to, true)}`;
}
