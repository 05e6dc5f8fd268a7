'use server';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import type { Backend } from '@/lib/backend';
import { idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { parsePlainNumber } from '@/lib/domain/input-rules';
import { litterLifeSchema, reorderValues, type LitterLifeInput } from '@/lib/domain/litter';
import { MESSAGES } from '@/lib/domain/messages';
import { puppyInputSchema } from '@/lib/domain/puppy';
import { ADMIN_FORM_DEFAULT_ORDER } from '@/lib/domain/site';
import { TAGS } from '@/lib/domain/tags';
import { adminAction } from '@/lib/server/admin-action';
import { announceAfterSave } from '@/lib/server/subscribers';

/**
 * Admin › Litters (docs/litters.md). Every action goes through adminAction (the role read from the user
 * record first), parses its input with zod and, after a write, revalidates the puppies tag: litters
 * are entries of the puppies collection, so /puppies, /litters and /litters/[id] refresh together.
 */

// Form fields: the life's keys, with dam/sire as damParentId/damName and sireParentId/sireName.
type LitterField = Exclude<keyof LitterLifeInput, 'dam' | 'sire'> | 'damParentId' | 'damName' | 'sireParentId' | 'sireName' | 'name';
export type LitterFormState = FormState<LitterField>;

const litterId = idSchema(MESSAGES.littersAdmin.unknownLitter);
const entryId = idSchema('Unknown entry.');

function orNull(v: string): string | null {
  return v.trim() === '' ? null : v.trim();
}

/** A number field: blank is "not known" (null); anything but a plain number is reported on the field. */
function numberField(fd: FormData, key: LitterField, errors: Partial<Record<LitterField, string>>): number | null {
  const raw = text(fd, key).trim().replace(/[$,\s]/g, '');
  if (raw === '') return null;
  const n = parsePlainNumber(raw, { signed: true });
  if (n === null) errors[key] = 'Enter a number, like 1500.';
  return n;
}

/** Maps the schema's nested dam/sire paths back to the form's flat field names. */
function fieldOf(path: readonly PropertyKey[]): PropertyKey[] {
  const [head, sub] = path;
  if ((head === 'dam' || head === 'sire') && (sub === 'parentId' || sub === 'name')) return [`${head}${sub === 'parentId' ? 'ParentId' : 'Name'}`];
  return [...path];
}

async function readLifeForm(backend: Backend, fd: FormData): Promise<{ ok: true; input: LitterLifeInput } | { ok: false; fieldErrors: Partial<Record<LitterField, string>> }> {
  const errors: Partial<Record<LitterField, string>> = {};
  const nums = {
    males: numberField(fd, 'males', errors),
    females: numberField(fd, 'females', errors),
    available: numberField(fd, 'available', errors),
    priceMin: numberField(fd, 'priceMin', errors),
    priceMax: numberField(fd, 'priceMax', errors),
    deposit: numberField(fd, 'deposit', errors),
  };
  const parsed = litterLifeSchema.safeParse({
    stage: text(fd, 'stage'),
    dam: { parentId: orNull(text(fd, 'damParentId')), name: text(fd, 'damName') },
    sire: { parentId: orNull(text(fd, 'sireParentId')), name: text(fd, 'sireName') },
    expectedDate: orNull(text(fd, 'expectedDate')),
    birthDate: orNull(text(fd, 'birthDate')),
    goHomeDate: orNull(text(fd, 'goHomeDate')),
    color: text(fd, 'color'),
    ...nums,
    goHomeNotes: text(fd, 'goHomeNotes'),
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ ...i, path: fieldOf(i.path) }));
    Object.assign(errors, { ...fieldErrorsOf<LitterField>(issues), ...errors });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };

  // A chosen parent must exist; its name is taken from the record, so the card shows the real name.
  const input = parsed.data;
  for (const side of ['dam', 'sire'] as const) {
    const chosen = input[side];
    if (!chosen.parentId) continue;
    const parent = await backend.parents.get({ id: chosen.parentId });
    if (!parent) return { ok: false, fieldErrors: { [`${side}ParentId`]: MESSAGES.littersAdmin.unknownParent } };
    input[side] = { parentId: parent.id, name: parent.name };
  }
  return { ok: true, input };
}

/** A new litter: an entry of the puppies collection with entryType 'litter', then its life. */
export async function createLitterAction(_prev: LitterFormState, formData: FormData): Promise<LitterFormState> {
  return adminAction<LitterField>(MESSAGES.admin.createFailed, async (_admin, backend) => {
    const entry = puppyInputSchema.safeParse({
      entryType: 'litter',
      name: text(formData, 'name'),
      order: ADMIN_FORM_DEFAULT_ORDER,
      expectedDate: orNull(text(formData, 'expectedDate')),
      public: true,
    });
    if (!entry.success) return { status: 'invalid', message: MESSAGES.admin.createFailed, fieldErrors: fieldErrorsOf<LitterField>(entry.error.issues) };
    const form = await readLifeForm(backend, formData);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.admin.createFailed, fieldErrors: form.fieldErrors };
    const created = await backend.puppies.create({ input: entry.data });
    const litter = await backend.litters.update({ id: created.id, input: form.input });
    revalidateTag(TAGS.puppies);
    await announceAfterSave(litter);
    return { status: 'ok', message: MESSAGES.littersAdmin.created(litter.name) };
  });
}

/** The litter hub's lifecycle form: stage, dam and sire, dates, counts, prices, go-home notes. */
export async function updateLitterAction(_prev: LitterFormState, formData: FormData): Promise<LitterFormState> {
  return adminAction<LitterField>(MESSAGES.littersAdmin.saveFailed, async (_admin, backend) => {
    const id = litterId.safeParse(text(formData, 'id'));
    if (!id.success) return { status: 'invalid', message: MESSAGES.littersAdmin.unknownLitter };
    if (!(await backend.litters.get({ id: id.data }))) return { status: 'error', message: MESSAGES.littersAdmin.unknownLitter };
    const form = await readLifeForm(backend, formData);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.littersAdmin.saveFailed, fieldErrors: form.fieldErrors };
    const litter = await backend.litters.update({ id: id.data, input: form.input });
    revalidateTag(TAGS.puppies);
    // Expected, born or ready: subscribers get one announcement per stage, queued after the response.
    await announceAfterSave(litter);
    return { status: 'ok', message: MESSAGES.littersAdmin.saved(litter.name) };
  });
}

/** Puts a puppy in a litter, or (litter id empty) takes it out of the one it is in. */
export async function assignPuppyToLitterAction(puppyId: string, toLitterId: string): Promise<FormState> {
  return adminAction(MESSAGES.admin.saveFailed, async (_admin, backend) => {
    const parsed = z.object({ puppyId: entryId, litterId: z.union([z.literal(''), litterId]) }).safeParse({ puppyId, litterId: toLitterId });
    if (!parsed.success) return { status: 'invalid', message: MESSAGES.admin.saveFailed };
    const target = parsed.data.litterId === '' ? null : await backend.litters.get({ id: parsed.data.litterId });
    if (parsed.data.litterId !== '' && !target) return { status: 'error', message: MESSAGES.littersAdmin.unknownLitter };
    const puppy = await backend.litters.assign({ puppyId: parsed.data.puppyId, litterId: target?.id ?? null });
    revalidateTag(TAGS.puppies);
    return { status: 'ok', message: target ? MESSAGES.littersAdmin.assigned(puppy.name, target.name) : MESSAGES.littersAdmin.unassigned(puppy.name) };
  });
}

/**
 * Drag-and-drop (or move up/down) order: `ids` in their new sequence. The entries keep the order
 * values they had among everything else, handed out in the new sequence (reorderValues), so
 * The product's Featured sort (order ascending) shows the new order and other entries stay where they were.
 */
export async function reorderEntriesAction(ids: string[]): Promise<FormState> {
  return adminAction(MESSAGES.littersAdmin.reorderFailed, async (_admin, backend) => {
    const parsed = z.array(entryId).min(1).max(500).safeParse(ids);
    if (!parsed.success || new Set(parsed.data).size !== parsed.data.length) return { status: 'invalid', message: MESSAGES.littersAdmin.reorderFailed };
    const entries = await Promise.all(parsed.data.map((id) => backend.puppies.get({ id })));
    if (entries.some((e) => !e)) return { status: 'error', message: MESSAGES.littersAdmin.reorderFailed };
    const values = reorderValues(entries.map((e) => e!.order));
    await backend.litters.setOrders({ orders: parsed.data.map((id, i) => ({ id, order: values[i]! })) });
    revalidateTag(TAGS.puppies);
    return { status: 'ok', message: MESSAGES.littersAdmin.reordered };
  });
}
