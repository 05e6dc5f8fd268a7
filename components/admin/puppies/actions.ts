'use server';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import type { Backend } from '@/lib/backend';
import { checked, idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState, type RowState } from '@/lib/domain/form-state';
import { parsePlainNumber } from '@/lib/domain/input-rules';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { normalizeEntryInput, PUPPY_STATUSES, puppyInputSchema, type Puppy, type PuppyInput } from '@/lib/domain/puppy';
import { ADMIN_FORM_DEFAULT_ORDER } from '@/lib/domain/site';
import { TAGS } from '@/lib/domain/tags';
import { adminAction, findById, idAction } from '@/lib/server/admin-action';
import { invalidatePublicAfterResponse } from '@/lib/server/public-pages';
import { deleteJournalOf } from '@/lib/server/journal';
import { afterOwnerImageSaved, deleteMediaSetOf } from '@/lib/server/media-sets';
import { deleteStoredImage, isStoredIn } from '@/lib/server/stored-image';

type PuppyField = keyof PuppyInput;
export type PuppyFormState = FormState<PuppyField>;

// Only non-exported helpers live here besides the actions: a 'use server' module may export
// nothing but async functions (each export is a public endpoint).

const entryId = idSchema('Unknown entry.');
const litterIdSchema = idSchema(MESSAGES.littersAdmin.unknownLitter);

const IMAGE_URL_ERROR = MESSAGES.admin.imageNotOurs;
const PRICE_ERROR = 'Enter the price as a number, like 1500.';

function orNull(v: string): string | null {
  return v.trim() === '' ? null : v.trim();
}

/** docs/product.md §5: the order falls back to 100 when it is not a number (a plain one: `0x10` is not). */
function orderOf(raw: string): number {
  const n = parsePlainNumber(raw, { signed: true });
  return n === null ? ADMIN_FORM_DEFAULT_ORDER : Math.round(n);
}

/**
 * FormData → a checked PuppyInput. Price empty becomes 0 on create and none on edit (docs/product.md §5);
 * the other entry type's fields are blanked before parsing, so leftovers from a switched form can
 * neither fail the parse nor be stored. The image URL must be one this site's media store handed
 * out under puppies/ (or the entry's current image, unchanged).
 */
async function readPuppyForm(
  backend: Backend,
  fd: FormData,
  mode: 'create' | 'edit',
  currentImageUrl: string | null = null,
): Promise<{ ok: true; input: PuppyInput } | { ok: false; fieldErrors: Partial<Record<PuppyField, string>> }> {
  const errors: Partial<Record<PuppyField, string>> = {};
  const entryType = text(fd, 'entryType');
  const isLitter = entryType === 'litter';

  let price: number | null = null;
  const rawPrice = text(fd, 'price').trim().replace(/[$,\s]/g, '');
  if (!isLitter) {
    if (rawPrice === '') price = mode === 'create' ? 0 : null;
    // Signed, so that "-5" gets the schema's "cannot be negative" rather than "not a number".
    else price = parsePlainNumber(rawPrice, { signed: true });
    if (price === null && rawPrice !== '') errors.price = PRICE_ERROR;
  }
  const status = text(fd, 'status').trim();

  const parsed = puppyInputSchema.safeParse({
    entryType,
    name: text(fd, 'name'),
    description: text(fd, 'description'),
    imageUrl: orNull(text(fd, 'imageUrl')),
    order: orderOf(text(fd, 'order')),
    status: status === '' ? 'Available' : status,
    price,
    sex: isLitter ? null : orNull(text(fd, 'sex')),
    color: text(fd, 'color'),
    dob: isLitter ? null : orNull(text(fd, 'dob')),
    availableDate: isLitter ? null : orNull(text(fd, 'availableDate')),
    damName: text(fd, 'damName'),
    studName: text(fd, 'studName'),
    expectedDate: isLitter ? orNull(text(fd, 'expectedDate')) : null,
    // A checkbox is sent only when ticked.
    public: checked(fd, 'public'),
  });
  if (!parsed.success) Object.assign(errors, { ...fieldErrorsOf<PuppyField>(parsed.error.issues), ...errors });
  if (parsed.success && !(await imageUrlAllowed(backend, parsed.data.imageUrl, currentImageUrl))) errors.imageUrl = IMAGE_URL_ERROR;

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, input: normalizeEntryInput(parsed.data) };
}

async function imageUrlAllowed(backend: Backend, url: string | null, current: string | null): Promise<boolean> {
  if (!url || url === current) return true;
  return isStoredIn(backend.media, MEDIA_FOLDERS.puppies, url);
}

function invalid(message: string, fieldErrors: Partial<Record<PuppyField, string>>): PuppyFormState {
  return { status: 'invalid', message, fieldErrors };
}

/**
 * A new entry. From a litter's hub the form also sends `litterId`: the new puppy joins that litter
 * (checked before anything is stored: it must be a litter that exists, and the entry a puppy).
 */
export async function createPuppyAction(_prev: PuppyFormState, formData: FormData): Promise<PuppyFormState> {
  return adminAction<PuppyField>(MESSAGES.admin.createFailed, async (_admin, backend) => {
    const rawLitter = text(formData, 'litterId');
    const litterRef = z.union([z.literal(''), litterIdSchema]).safeParse(rawLitter);
    if (!litterRef.success) return { status: 'invalid', message: MESSAGES.littersAdmin.unknownLitter };
    const form = await readPuppyForm(backend, formData, 'create');
    if (!form.ok) return invalid(MESSAGES.admin.createFailed, form.fieldErrors);
    let litter: { id: string; name: string } | null = null;
    if (litterRef.data !== '') {
      if (form.input.entryType !== 'puppy') return { status: 'invalid', message: MESSAGES.admin.createFailed };
      litter = await backend.litters.get({ id: litterRef.data });
      if (!litter) return { status: 'error', message: MESSAGES.littersAdmin.unknownLitter };
    }
    const entry = await backend.puppies.create({ input: form.input });
    if (litter) await backend.litters.assign({ puppyId: entry.id, litterId: litter.id });
    revalidateTag(TAGS.puppies);
    return { status: 'ok', message: litter ? MESSAGES.littersAdmin.assigned(entry.name, litter.name) : MESSAGES.admin.entryCreated(entry.name) };
  });
}

export async function updatePuppyAction(_prev: PuppyFormState, formData: FormData): Promise<PuppyFormState> {
  return adminAction<PuppyField>(MESSAGES.admin.updateFailed, async (_admin, backend) => {
    const found = await findById(entryId, text(formData, 'id'), (id) => backend.puppies.get({ id }), MESSAGES.admin.updateFailed);
    if (!found.ok) return found.state;
    const current = found.record;
    const form = await readPuppyForm(backend, formData, 'edit', current.imageUrl);
    if (!form.ok) return invalid(MESSAGES.admin.updateFailed, form.fieldErrors);
    const entry = await backend.puppies.update({ id: found.id, input: form.input });
    revalidateTag(TAGS.puppies);
    // With photos in its media set, the set's cover stays the card image (docs/media-sets.md).
    const { previousInSet } = await afterOwnerImageSaved({ kind: entry.entryType, id: entry.id }, current.imageUrl, entry.imageUrl);
    // A replaced or removed image is no longer referenced by anything.
    if (current.imageUrl && current.imageUrl !== entry.imageUrl && !previousInSet) await deleteStoredImage(backend.media, MEDIA_FOLDERS.puppies, current, 'puppy entry');
    return { status: 'ok', message: `Entry updated: ${entry.name}` };
  });
}

/**
 * The row toggles (status, status menu, public) read and write one record in a transaction and
 * return it: the table updates that row, and the public pages are invalidated after the response
 * (lib/server/public-pages.ts), so the admin page is not rendered and read again (docs/scale.md).
 */
export async function togglePuppyStatusAction(id: string): Promise<RowState<Puppy>> {
  return rowAction(id, async (parsed, backend) => {
    const entry = await backend.puppies.toggleStatus({ id: parsed });
    invalidatePublicAfterResponse(TAGS.puppies);
    return { status: 'ok', message: `${entry.name} is now ${entry.status}`, row: entry };
  });
}

/** idAction for a row toggle of an entry: the same checks and messages, with the record on success. */
async function rowAction(id: string, run: (id: string, backend: Backend) => Promise<RowState<Puppy>>): Promise<RowState<Puppy>> {
  let row: Puppy | undefined;
  const state = await idAction(MESSAGES.admin.saveFailed, entryId, id, async (parsed, backend) => {
    const result = await run(parsed, backend);
    row = result.row;
    return result;
  });
  return state.status === 'ok' && row ? { ...state, row } : state;
}

/**
 * Sets any status the data allows (docs/product.md §4: Available, Reserved, Adopted, Hold), from the
 * table's status menu; the edit form keeps offering Available and Reserved only.
 */
export async function setPuppyStatusAction(id: string, status: string): Promise<RowState<Puppy>> {
  return rowAction(id, async (parsed, backend) => {
    const next = z.enum(PUPPY_STATUSES).safeParse(status);
    if (!next.success) return { status: 'invalid', message: MESSAGES.admin.saveFailed };
    const entry = await backend.puppies.setStatus({ id: parsed, status: next.data });
    invalidatePublicAfterResponse(TAGS.puppies);
    return { status: 'ok', message: `${entry.name} is now ${entry.status}`, row: entry };
  });
}

export async function togglePuppyPublicAction(id: string): Promise<RowState<Puppy>> {
  return rowAction(id, async (parsed, backend) => {
    const entry = await backend.puppies.togglePublic({ id: parsed });
    invalidatePublicAfterResponse(TAGS.puppies);
    return { status: 'ok', message: entry.public ? `${entry.name} is now public` : `${entry.name} is now hidden`, row: entry };
  });
}

export async function deletePuppyAction(id: string): Promise<FormState> {
  return idAction(MESSAGES.admin.deleteFailed, entryId, id, async (parsed, backend) => {
    const entry = await backend.puppies.delete({ id: parsed });
    revalidateTag(TAGS.puppies);
    // Its photos and videos go with it (docs/media-sets.md), then the card image if it was not one of them.
    await deleteMediaSetOf({ kind: entry.entryType, id: entry.id });
    // A litter's journal posts (and their files) and family links go with it.
    if (entry.entryType === 'litter') await deleteJournalOf(entry.id);
    // A puppy's record (weights, treatments, identity: docs/puppy-record.md) goes with it.
    if (entry.entryType === 'puppy') await backend.records.deleteByPuppy({ puppyId: entry.id });
    // Its puppies stay, in no litter (the owner can put them in another).
    if (entry.entryType === 'litter') {
      const litters = backend.litters;
      for (const p of await litters.listPuppies({ litterId: entry.id })) await litters.assign({ puppyId: p.id, litterId: null });
    }
    await deleteStoredImage(backend.media, MEDIA_FOLDERS.puppies, entry, 'puppy entry');
    return { status: 'ok', message: `Deleted ${entry.name}` };
  });
}
