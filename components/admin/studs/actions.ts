'use server';

import { revalidateTag } from 'next/cache';
import type { Backend } from '@/lib/backend';
import { idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState, type RowState } from '@/lib/domain/form-state';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { studInputSchema, type Stud, type StudInput } from '@/lib/domain/stud';
import { TAGS } from '@/lib/domain/tags';
import { adminAction, findById, idAction } from '@/lib/server/admin-action';
import { invalidatePublicAfterResponse } from '@/lib/server/public-pages';
import { rememberStudPreview } from '@/lib/server/stud-preview';
import { deleteStoredImage, isStoredIn } from '@/lib/server/stored-image';
import { deleteMediaSetOf } from '@/lib/server/media-sets';
import { readStudFacetForm } from './stud-facet-form';

type StudField = keyof StudInput;
export type StudFormState = FormState<StudField>;

const studId = idSchema('Unknown stud.');

const IMAGE_URL_ERROR = MESSAGES.admin.imageNotOurs;

/**
 * FormData → a checked StudInput. The fee is emptied when the stud is not available (the schema
 * does that, docs/product.md §5); the image URL must be one this site's media store handed out under
 * studs/ (or the stud's current image, unchanged).
 */
async function readStudForm(
  backend: Backend,
  fd: FormData,
  currentImageUrl: string | null = null,
): Promise<{ ok: true; input: StudInput } | { ok: false; fieldErrors: Partial<Record<StudField, string>> }> {
  const dob = text(fd, 'dob').trim();
  const imageUrl = text(fd, 'imageUrl').trim();
  const parsed = studInputSchema.safeParse({
    name: text(fd, 'name'),
    imageUrl: imageUrl === '' ? null : imageUrl,
    ...readStudFacetForm(fd),
    registration: text(fd, 'registration'),
    dob: dob === '' ? null : dob,
    color: text(fd, 'color'),
    notes: text(fd, 'notes'),
  });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf<StudField>(parsed.error.issues) };
  if (!(await imageUrlAllowed(backend, parsed.data.imageUrl, currentImageUrl))) return { ok: false, fieldErrors: { imageUrl: IMAGE_URL_ERROR } };
  return { ok: true, input: parsed.data };
}

async function imageUrlAllowed(backend: Backend, url: string | null, current: string | null): Promise<boolean> {
  if (!url || url === current) return true;
  return isStoredIn(backend.media, MEDIA_FOLDERS.studs, url);
}

export async function createStudAction(_prev: StudFormState, formData: FormData): Promise<StudFormState> {
  return adminAction<StudField>(MESSAGES.studAdmin.createFailed, async (_admin, backend) => {
    const form = await readStudForm(backend, formData);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.studAdmin.createFailed, fieldErrors: form.fieldErrors };
    const stud = await backend.studs.create({ input: form.input });
    // The blurred preview /studs shows, made once for this photo (docs/scale.md).
    if (stud.imageUrl) await rememberStudPreview(backend, { id: stud.id, imageUrl: stud.imageUrl });
    revalidateDogs();
    return { status: 'ok', message: MESSAGES.studAdmin.created };
  });
}

export async function updateStudAction(_prev: StudFormState, formData: FormData): Promise<StudFormState> {
  return adminAction<StudField>(MESSAGES.studAdmin.updateFailed, async (_admin, backend) => {
    const found = await findById(studId, text(formData, 'id'), (id) => backend.studs.get({ id }), MESSAGES.studAdmin.updateFailed);
    if (!found.ok) return found.state;
    const current = found.record;
    const form = await readStudForm(backend, formData, current.imageUrl);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.studAdmin.updateFailed, fieldErrors: form.fieldErrors };
    const stud = await backend.studs.update({ id: found.id, input: form.input });
    // A new photo gets its preview now; an unchanged one keeps the stored preview.
    if (stud.imageUrl && stud.imageUrl !== current.imageUrl) await rememberStudPreview(backend, { id: stud.id, imageUrl: stud.imageUrl });
    revalidateDogs();
    if (current.imageUrl && current.imageUrl !== stud.imageUrl) await deleteStoredImage(backend.media, MEDIA_FOLDERS.studs, current, 'stud');
    return { status: 'ok', message: `Stud updated: ${stud.name}` };
  });
}

/**
 * Toggle Available reads and writes one record in a transaction and returns it: the table updates
 * that row and the public pages are invalidated after the response (lib/server/public-pages.ts),
 * so the admin page is not rendered and read again (docs/scale.md).
 */
export async function toggleStudAvailableAction(id: string): Promise<RowState<Stud>> {
  let row: Stud | undefined;
  const state = await idAction(MESSAGES.studAdmin.updateFailed, studId, id, async (parsed, backend) => {
    const stud = await backend.studs.toggleAvailable({ id: parsed });
    invalidatePublicAfterResponse(TAGS.studs);
    row = stud;
    return { status: 'ok', message: stud.available ? `${stud.name} is now available` : `${stud.name} is now unavailable` };
  });
  return state.status === 'ok' && row ? { ...state, row } : state;
}

/**
 * Delete in Admin › Studs (docs/dogs.md): a dog shown on /parents stays there and is no longer
 * offered as a stud; a dog that exists only as a stud is deleted, with its photo and media set.
 */
export async function deleteStudAction(id: string): Promise<FormState> {
  return idAction(MESSAGES.studAdmin.deleteFailed, studId, id, async (parsed, backend) => {
    const stud = await backend.studs.delete({ id: parsed });
    revalidateDogs();
    if (await backend.parents.get({ id: stud.id })) return { status: 'ok', message: MESSAGES.studAdmin.noLongerOffered(stud.name) };
    await deleteStoredImage(backend.media, MEDIA_FOLDERS.studs, stud, 'stud');
    await deleteStoredImage(backend.media, MEDIA_FOLDERS.parents, stud, 'parent');
    await deleteMediaSetOf({ kind: 'parent', id: stud.id }).catch((e: unknown) => console.warn(`[admin] could not delete the media set of ${stud.id}:`, e));
    return { status: 'ok', message: `Deleted ${stud.name}` };
  });
}

/** A stud is a dog record: /studs and the parents' pages show it, and both read under the studs tag (lib/server/parents.ts). */
function revalidateDogs(): void {
  revalidateTag(TAGS.studs);
}
