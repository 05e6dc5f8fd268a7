'use server';

import { z } from 'zod';
import { checked, idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { healthEventInputSchema, HEALTH_KINDS, scheduleItemSchema, type ScheduleItem } from '@/lib/domain/health';
import { WEIGHT_UNITS } from '@/lib/domain/growth';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction } from '@/lib/server/admin-action';
import { newCalendarToken } from '@/lib/server/puppy-record';

const M = MESSAGES.record;

/**
 * The health record (docs/puppy-record.md): treatments given to some or all puppies of a litter at
 * once, the owner's record settings (unit, schedule template, care notes) and the calendar feed's
 * secret link. Admin pages are per request and the family's pages are dynamic: nothing cached to revalidate.
 */
type HealthField = 'kind' | 'what' | 'product' | 'lot' | 'date' | 'givenBy' | 'note' | 'puppies';
export type HealthState = FormState<HealthField>;

const litterIdSchema = idSchema('That litter no longer exists. Reload the page.');

export async function recordTreatmentAction(_prev: HealthState, fd: FormData): Promise<HealthState> {
  return adminAction(M.healthFailed, async (_admin, backend) => {
    const litterId = litterIdSchema.safeParse(text(fd, 'litterId'));
    if (!litterId.success) return { status: 'invalid', message: litterId.error.issues[0]?.message };
    const puppies = (await backend.litters.listPuppies({ litterId: litterId.data })).filter((p) => p.entryType === 'puppy');
    const chosen = puppies.filter((p) => checked(fd, `puppy.${p.id}`));
    if (!chosen.length) return { status: 'invalid', message: 'Choose at least one puppy.', fieldErrors: { puppies: 'Choose at least one puppy.' } };
    const base = {
      litterId: litterId.data,
      kind: text(fd, 'kind'),
      what: text(fd, 'what'),
      product: text(fd, 'product'),
      lot: text(fd, 'lot'),
      date: text(fd, 'date'),
      givenBy: text(fd, 'givenBy'),
      note: text(fd, 'note'),
    };
    const parsed = healthEventInputSchema.safeParse({ ...base, puppyId: chosen[0]!.id });
    if (!parsed.success) return { status: 'invalid', message: M.healthFailed, fieldErrors: fieldErrorsOf<HealthField>(parsed.error.issues) };
    for (const p of chosen) await backend.records.addHealth({ input: { ...parsed.data, puppyId: p.id } });
    return { status: 'ok', message: M.healthSaved(parsed.data.what, chosen.length === puppies.length ? 'every puppy' : chosen.map((p) => p.name).join(', ')) };
  });
}

export async function deleteTreatmentAction(_prev: FormState, fd: FormData): Promise<FormState> {
  return adminAction(M.healthFailed, async (_admin, backend) => {
    const id = idSchema('That entry no longer exists.').safeParse(text(fd, 'id'));
    if (!id.success) return { status: 'invalid', message: id.error.issues[0]?.message };
    await backend.records.deleteHealth({ id: id.data });
    return { status: 'ok', message: M.healthDeleted };
  });
}

type SettingsField = 'unit' | 'schedule' | 'careNotes';
export type SettingsState = FormState<SettingsField>;

/**
 * One schedule step per line: "kind, what, from day, to day" ("deworming, Deworming 1, 14, 14").
 * Plain text so the template is one field a keyboard fills; the page shows the format.
 */
function parseSchedule(raw: string): { ok: true; items: ScheduleItem[] } | { ok: false; message: string } {
  const items: ScheduleItem[] = [];
  const lines = raw.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  for (const [n, line] of lines.entries()) {
    const parts = line.split(',').map((p) => p.trim());
    const [kind, what, from, to] = parts.length === 3 ? [parts[0], parts[1], parts[2], parts[2]] : parts;
    const kindKey = (kind ?? '').toLowerCase().replace(/\s+/g, '_');
    const found = HEALTH_KINDS.find((k) => k === kindKey || k.replace('_', ' ') === (kind ?? '').toLowerCase());
    const item = scheduleItemSchema.safeParse({ kind: found ?? kindKey, what, fromDay: Number(from), toDay: Number(to) });
    if (parts.length < 3 || parts.length > 4 || !item.success) {
      return { ok: false, message: `Line ${n + 1}: write “kind, what, from day, to day”, for example “deworming, Deworming 1, 14, 14” (kinds: vaccine, deworming, vet check).` };
    }
    items.push(item.data);
  }
  return { ok: true, items };
}

export async function saveRecordSettingsAction(_prev: SettingsState, fd: FormData): Promise<SettingsState> {
  return adminAction(M.settingsFailed, async (_admin, backend) => {
    const unit = z.enum(WEIGHT_UNITS).safeParse(text(fd, 'unit'));
    if (!unit.success) return { status: 'invalid', message: M.settingsFailed, fieldErrors: { unit: 'Choose grams or ounces.' } };
    const schedule = parseSchedule(text(fd, 'schedule'));
    if (!schedule.ok) return { status: 'invalid', message: schedule.message, fieldErrors: { schedule: schedule.message } };
    const careNotes = z.string().trim().max(6000, 'Keep the notes under 6000 characters.').safeParse(text(fd, 'careNotes'));
    if (!careNotes.success) return { status: 'invalid', message: M.settingsFailed, fieldErrors: { careNotes: careNotes.error.issues[0]?.message } };
    const current = await backend.records.getSettings();
    await backend.records.setSettings({ input: { ...current, unit: unit.data, schedule: schedule.items, careNotes: careNotes.data } });
    return { status: 'ok', message: M.settingsSaved };
  });
}

export type CalendarState = FormState & { link?: string };

/** Makes a new calendar feed link (the old one stops working) or, with `revoke`, turns the feed off. */
export async function calendarLinkAction(_prev: CalendarState, fd: FormData): Promise<CalendarState> {
  return adminAction(M.calendarFailed, async (_admin, backend) => {
    const current = await backend.records.getSettings();
    if (text(fd, 'intent') === 'revoke') {
      await backend.records.setSettings({ input: { ...current, calendarTokenHash: null } });
      return { status: 'ok', message: M.calendarRevoked };
    }
    const { token, hash } = newCalendarToken();
    await backend.records.setSettings({ input: { ...current, calendarTokenHash: hash } });
    // Shown once on the page; only the hash is stored.
    return { status: 'ok', message: M.calendarCreated, link: `/api/puppy-record/calendar/${token}` };
  });
}
