import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { isEmailVerified } from './verification';
import { getBackend, type Backend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { TAGS } from '@/lib/domain/tags';
import { minuteIn, siteTimeZone } from '@/lib/domain/format';
import type { Application } from '@/lib/domain/application';
import { byTime, formatWeight, weightFlags, type WeightEntry, type WeightFlag } from '@/lib/domain/growth';
import { describeChart, growthChartModel, growthChartSvg, type ChartModel } from '@/lib/domain/growth-chart';
import { healthCalendar, type CalendarItem } from '@/lib/domain/health-calendar';
import { HEALTH_KIND_LABELS, nextDue, scheduleFor, type DueItem, type DueState, type HealthEvent, type PuppyIdentity, type RecordSettings } from '@/lib/domain/health';
import type { Litter } from '@/lib/domain/litter';
import type { Puppy } from '@/lib/domain/puppy';
import type { User } from '@/lib/domain/user';

/**
 * The reads of the puppy's record (docs/puppy-record.md) for the admin litter hub, the Dashboard,
 * a family's status page and journey, the calendar feed and the go-home packet. Never cached:
 * every caller is dynamic and the record is private. A family's reads take only the puppies it
 * picked (its waitlist entries), so it never reads another family's puppy.
 */

/** The kennel's day and time, in the breeder's time zone (Admin › Basic Info; lib/server/clock.ts). */
export function kennelNow(now = new Date()): { day: string; minute: string } {
  const minute = minuteIn(siteTimeZone(), now);
  return { day: minute.slice(0, 10), minute };
}

export type ChartView = { svg: string; model: ChartModel; title: string };

export function chartView(model: ChartModel, title: string, idPrefix: string): ChartView {
  return { svg: growthChartSvg(model, { title, description: describeChart(model), idPrefix }), model, title };
}

type PuppyRecordRow = {
  puppy: Puppy;
  weights: WeightEntry[];
  flag: WeightFlag;
  health: HealthEvent[];
  schedule: DueItem[];
  identity: PuppyIdentity;
};

export type LitterRecord = {
  litter: Litter;
  settings: RecordSettings;
  rows: PuppyRecordRow[];
  chart: ChartView;
  today: string;
  nowMinute: string;
};

function schedule(litter: Litter | null, settings: RecordSettings, events: HealthEvent[], today: string): DueItem[] {
  const birth = litter?.life.birthDate;
  return birth ? scheduleFor({ birthDate: birth, schedule: settings.schedule, events, today }) : [];
}

/** Everything the litter hub shows of its puppies' records (admin only: the caller checked the role). */
export async function litterRecord(litter: Litter, backend?: Backend): Promise<LitterRecord> {
  const b = backend ?? (await getBackend());
  const puppies = (await b.litters.listPuppies({ litterId: litter.id })).filter((p) => p.entryType === 'puppy');
  const ids = puppies.map((p) => p.id);
  const [settings, weights, health, identities] = await Promise.all([
    b.records.getSettings(),
    b.records.listWeights({ puppyIds: ids }),
    b.records.listHealth({ puppyIds: ids }),
    Promise.all(ids.map((id) => b.records.getIdentity({ puppyId: id }))),
  ]);
  const { day, minute } = kennelNow();
  const flags = weightFlags(ids, weights);
  const rows = puppies.map((puppy, i) => {
    const events = health.filter((e) => e.puppyId === puppy.id);
    return { puppy, weights: weights.filter((w) => w.puppyId === puppy.id), flag: flags.get(puppy.id)!, health: events, schedule: schedule(litter, settings, events, day), identity: identities[i]! };
  });
  const model = growthChartModel({
    series: rows.map((r) => ({ id: r.puppy.id, name: seriesName(r.puppy, r.identity), points: r.weights })),
    unit: settings.unit,
    average: true,
    startDay: litter.life.birthDate,
  });
  return { litter, settings, rows, chart: chartView(model, `Growth of ${litter.name}`, `litter-${litter.id}`), today: day, nowMinute: minute };
}

/** A puppy's name on a chart: with its collar color when the owner set one (puppies are told apart by collar). */
export function seriesName(puppy: Puppy, identity: PuppyIdentity | null): string {
  return identity?.collarColor ? `${puppy.name} (${identity.collarColor})` : puppy.name;
}

type DueRow = { litterId: string; litterName: string; puppyId: string; puppyName: string; item: DueItem };

/**
 * What is due or overdue today across litters with a birth date (the Dashboard), soonest first.
 * Reads each litter with a birth date in the last year and its puppies' health events.
 */
export async function dueAcrossLitters({ today, backend }: { today?: string; backend?: Backend } = {}): Promise<DueRow[]> {
  return dueRows({ backend: backend ?? (await getBackend()), today: today ?? kennelNow().day, keep: (s) => s === 'due' || s === 'overdue' });
}

async function dueRows({ backend: b, today: day, keep }: { backend: Backend; today: string; keep: (state: DueState) => boolean }): Promise<DueRow[]> {
  const yearAgo = new Date(Date.parse(`${day}T00:00:00Z`) - 366 * 86_400_000).toISOString().slice(0, 10);
  const litters = (await b.litters.list()).filter((l) => l.life.birthDate && l.life.birthDate >= yearAgo && l.life.birthDate <= day);
  if (!litters.length) return [];
  const settings = await b.records.getSettings();
  const rows: DueRow[] = [];
  for (const litter of litters) {
    const puppies = (await b.litters.listPuppies({ litterId: litter.id })).filter((p) => p.entryType === 'puppy' && p.status !== 'Adopted');
    const health = await b.records.listHealth({ puppyIds: puppies.map((p) => p.id) });
    for (const p of puppies) {
      for (const item of schedule(litter, settings, health.filter((e) => e.puppyId === p.id), day)) {
        if (keep(item.state)) rows.push({ litterId: litter.id, litterName: litter.name, puppyId: p.id, puppyName: p.name, item });
      }
    }
  }
  return rows.sort((x, y) => x.item.from.localeCompare(y.item.from) || x.puppyName.localeCompare(y.puppyName));
}

export type FamilyPuppyRecord = {
  puppyId: string;
  name: string;
  litterName: string | null;
  chart: ChartView;
  latest: string | null;
  health: HealthEvent[];
  next: DueItem[];
  identity: PuppyIdentity;
};

/**
 * The records of the puppies this family picked (its waitlist entries' puppies), nothing else.
 * Weights of the litter are not shown: the chart has the family's puppy and the litter average.
 */
export async function familyPuppyRecords(application: Application, backend?: Backend): Promise<FamilyPuppyRecord[]> {
  const b = backend ?? (await getBackend());
  const entries = await b.waitlists.listByApplication({ applicationId: application.id });
  const picked = entries.filter((e) => e.puppyId !== null);
  if (!picked.length) return [];
  const settings = await b.records.getSettings();
  const { day } = kennelNow();
  const out: FamilyPuppyRecord[] = [];
  for (const entry of picked) {
    const puppy = await b.puppies.get({ id: entry.puppyId! });
    if (!puppy) continue;
    const litter = await b.litters.get({ id: entry.litterId });
    const [own, health, identity] = await Promise.all([
      b.records.listWeights({ puppyIds: [puppy.id] }),
      b.records.listHealth({ puppyIds: [puppy.id] }),
      b.records.getIdentity({ puppyId: puppy.id }),
    ]);
    // The litter average, without the other puppies' own lines.
    const mates = litter ? (await b.litters.listPuppies({ litterId: litter.id })).filter((p) => p.entryType === 'puppy').map((p) => p.id) : [];
    const all = mates.length ? await b.records.listWeights({ puppyIds: mates }) : own;
    const model = growthChartModel({ series: groupSeries(all, mates.length ? mates : [puppy.id]), unit: settings.unit, average: true, startDay: litter?.life.birthDate ?? null });
    const mine = model.lines.findIndex((l) => l.id === puppy.id);
    const familyModel: ChartModel = {
      ...model,
      lines: model.lines.filter((l) => l.id === puppy.id || l.id === 'average').map((l) => (l.id === puppy.id ? { ...l, name: puppy.name } : l)),
      table: {
        columns: [puppy.name, ...(model.table.columns.at(-1) === 'Litter average' && mates.length > 1 ? ['Litter average'] : [])],
        rows: model.table.rows
          .map((r) => ({ day: r.day, cells: [r.cells[mine] ?? null, ...(mates.length > 1 && model.table.columns.at(-1) === 'Litter average' ? [r.cells.at(-1) ?? null] : [])] }))
          .filter((r) => r.cells.some((c) => c !== null)),
      },
    };
    const sorted = [...own].sort(byTime);
    const items = schedule(litter, settings, health, day);
    out.push({
      puppyId: puppy.id,
      name: puppy.name,
      litterName: litter?.name ?? null,
      chart: chartView(familyModel, `Growth of ${puppy.name}`, `family-${puppy.id}`),
      latest: sorted.length ? `${formatWeight(sorted.at(-1)!.grams, settings.unit)} on ${sorted.at(-1)!.at.slice(0, 10)}` : null,
      health,
      next: nextDue(items, 4),
      identity,
    });
  }
  return out;
}

/** Weights grouped as chart series, in the given puppy order, named by id (the caller renames). */
function groupSeries(weights: WeightEntry[], ids: string[]) {
  return ids.map((id) => ({ id, name: id, points: weights.filter((w) => w.puppyId === id) }));
}

/** Whether a family (by its application) picked this puppy: the only way a family reaches a record. */
export async function familyOwnsPuppy(application: Application, puppyId: string, backend?: Backend): Promise<boolean> {
  const b = backend ?? (await getBackend());
  const entries = await b.waitlists.listByApplication({ applicationId: application.id });
  return entries.some((e) => e.puppyId === puppyId);
}

/** The calendar feed's secret: 32 random bytes, base64url; only its SHA-256 is stored. */
export function newCalendarToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCalendarToken(token) };
}

function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * /account/journey's records: per application of this account, its picked puppies' records, only
 * when the account verified its address (as accountJourney: an unverified account sees none).
 */
export async function accountPuppyRecords(user: User): Promise<Map<string, FamilyPuppyRecord[]>> {
  const backend = await getBackend();
  const out = new Map<string, FamilyPuppyRecord[]>();
  if (!(await isEmailVerified(user, backend))) return out;
  for (const a of await backend.applications.listByUser({ userId: user.id })) out.set(a.id, await familyPuppyRecords(a, backend));
  return out;
}

/**
 * Who may download a puppy's packet from a session: an admin, or a verified account with an
 * application that picked this puppy. Anyone else: false (the route answers 404 alike).
 */
export async function sessionMayReadPuppy(user: User | null, puppyId: string): Promise<boolean> {
  if (!user) return false;
  const backend = await getBackend();
  const fresh = await backend.users.getById({ id: user.id });
  if (fresh?.role === 'admin') return true;
  if (!(await isEmailVerified(user, backend))) return false;
  for (const a of await backend.applications.listByUser({ userId: user.id })) if (await familyOwnsPuppy(a, puppyId, backend)) return true;
  return false;
}

/**
 * GET /api/puppy-record/calendar/<token>: the due treatments still to do across litters born in
 * the last year, as iCalendar, when the token's SHA-256 is the one stored (compared in constant
 * time); 404 for any other token or when the feed is off. `now` decides "the last year" (tests pin it).
 */
export async function calendarFeedResponse(token: string, now = new Date()): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
  const backend = await getBackend();
  const settings = await backend.records.getSettings();
  const ok =
    typeof token === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(token) &&
    settings.calendarTokenHash !== null &&
    timingSafeEqual(Buffer.from(hashCalendarToken(token), 'hex'), Buffer.from(settings.calendarTokenHash, 'hex'));
  if (!ok) return new Response('Not found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  const { day } = kennelNow(now);
  const rows = await stepsToDo({ backend, today: day });
  const items: CalendarItem[] = rows.map((r) => ({
    uid: `${r.puppyId}-${r.item.index}@puppy-record`,
    summary: `${r.puppyName}: ${HEALTH_KIND_LABELS[r.item.item.kind]} (${r.item.item.what})`,
    description: `${r.litterName}. ${HEALTH_KIND_LABELS[r.item.item.kind]}: ${r.item.item.what}.`,
    from: r.item.from,
    to: r.item.to,
  }));
  return new Response(healthCalendar({ name: 'Puppy treatments due', items, now }), { headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' } });
}

/** Every step not yet done, for puppies not yet adopted of litters born in the last year. */
async function stepsToDo({ backend, today }: { backend: Backend; today: string }): Promise<DueRow[]> {
  return dueRows({ backend, today, keep: (s) => s !== 'done' });
}

/**
 * The growth chart of a public litter whose owner chose to show it (Record settings' per-litter
 * choice, set on the litter hub): the public puppies' lines and the average. null otherwise. Cached
 * with the puppies tag, which a weigh-in of such a litter and the choice itself revalidate.
 */
export const getPublicLitterChart = unstable_cache(
  async (litterId: string): Promise<ChartView | null> => {
    const backend = await getBackend();
    const settings = await backend.records.getSettings();
    if (!settings.publicChartLitterIds.includes(litterId)) return null;
    const litter = await backend.litters.get({ id: litterId });
    if (!litter || !litter.public) return null;
    const puppies = (await backend.litters.listPuppies({ litterId })).filter((p) => p.entryType === 'puppy' && p.public);
    if (!puppies.length) return null;
    const weights = await backend.records.listWeights({ puppyIds: puppies.map((p) => p.id) });
    if (!weights.length) return null;
    const model = growthChartModel({ series: puppies.map((p) => ({ id: p.id, name: p.name, points: weights.filter((w) => w.puppyId === p.id) })), unit: settings.unit, average: true, startDay: litter.life.birthDate });
    return chartView(model, `Growth of ${litter.name}`, `public-${litter.id}`);
  },
  ['public-litter-chart'],
  { tags: [TAGS.puppies], revalidate: cacheMaxAgeSeconds() },
);
