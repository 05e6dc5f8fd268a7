'use server';

import { revalidateTag } from 'next/cache';
import type { Backend } from '@/lib/backend';
import { checked, idSchema, text } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { parentInputSchema, type Parent, type ParentInput } from '@/lib/domain/parent';
import { TAGS } from '@/lib/domain/tags';
import { adminAction, findById, idAction } from '@/lib/server/admin-action';
import { afterOwnerImageSaved, deleteMediaSetOf } from '@/lib/server/media-sets';
import { readClearanceRows, type ParentField } from './form-fields';
import { deleteStoredImage, isStoredIn } from '@/lib/server/stored-image';
import { readStudFacetForm } from '@/components/admin/studs/stud-facet-form';

export type ParentFormState = FormState<ParentField> & { id?: string };

const parentId = idSchema(MESSAGES.parentsAdmin.unknownParent);

/** Where a zod issue belongs in the form: a field, or one cell of a clearance row (`clearances.2.date`). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], formRow: number[]): Partial<Record<ParentField, string>> {
  const out: Partial<Record<ParentField, string>> = {};
  for (const issue of issues) {
    const [first, row, cell] = issue.path;
    const key = (
      first === 'clearances' && typeof row === 'number' && typeof cell === 'string' ? `clearances.${formRow[row] ?? row}.${cell}` : String(first ?? '')
    ) as ParentField;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/**
 * FormData → a checked ParentInput. The image URL must be one this site's media store handed out
 * under parents/, or the stored one unchanged (the media set may have set it meanwhile: an edit
 * form that did not touch the image keeps what is stored).
 */
async function readParentForm(
  backend: Backend,
  fd: FormData,
  current: Parent | null,
): Promise<{ ok: true; input: ParentInput } | { ok: false; fieldErrors: Partial<Record<ParentField, string>> }> {
  const dob = text(fd, 'dob').trim();
  const submittedImage = text(fd, 'imageUrl').trim() || null;
  const imageUntouched = current !== null && submittedImage === (text(fd, 'imageUrlBefore').trim() || null);
  const clearances = readClearanceRows(fd);
  const parsed = parentInputSchema.safeParse({
    name: text(fd, 'name'),
    sex: text(fd, 'sex'),
    registration: text(fd, 'registration'),
    dob: dob === '' ? null : dob,
    color: text(fd, 'color'),
    imageUrl: imageUntouched ? current.imageUrl : submittedImage,
    bio: text(fd, 'bio'),
    public: checked(fd, 'public'),
    retired: checked(fd, 'retired'),
    // A sire offered as a stud carries the stud facet (docs/dogs.md), edited here or in Admin › Studs.
    stud: checked(fd, 'studOffered') ? readStudFacetForm(fd) : null,
    clearances: clearances.rows,
  });
  if (!parsed.success) return { ok: false, fieldErrors: errorsOf(parsed.error.issues, clearances.formRow) };
  const input = parsed.data;
  if (input.imageUrl && input.imageUrl !== current?.imageUrl) {
    if (!isStoredIn(backend.media, MEDIA_FOLDERS.parents, input.imageUrl)) return { ok: false, fieldErrors: { imageUrl: MESSAGES.admin.imageNotOurs } };
  }
  return { ok: true, input };
}

/** A parent's public pages and the pages that show it (litters name their dam and sire). */
function revalidateParents(): void {
  revalidateTag(TAGS.parents);
  // A sire offered as a stud is on /studs too (docs/dogs.md).
  revalidateTag(TAGS.studs);
}

export async function createParentAction(_prev: ParentFormState, formData: FormData): Promise<ParentFormState> {
  return adminAction<ParentField>(MESSAGES.parentsAdmin.createFailed, async (_admin, backend) => {
    const form = await readParentForm(backend, formData, null);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.parentsAdmin.createFailed, fieldErrors: form.fieldErrors };
    const parent = await backend.parents.create({ input: form.input });
    revalidateParents();
    return { status: 'ok', message: MESSAGES.parentsAdmin.created(parent.name), id: parent.id } as ParentFormState;
  });
}

export async function updateParentAction(_prev: ParentFormState, formData: FormData): Promise<ParentFormState> {
  return adminAction<ParentField>(MESSAGES.parentsAdmin.updateFailed, async (_admin, backend) => {
    const found = await findById(parentId, text(formData, 'id'), (id) => backend.parents.get({ id }), MESSAGES.parentsAdmin.unknownParent);
    if (!found.ok) return found.state;
    const current = found.record;
    const form = await readParentForm(backend, formData, current);
    if (!form.ok) return { status: 'invalid', message: MESSAGES.parentsAdmin.updateFailed, fieldErrors: form.fieldErrors };
    const parent = await backend.parents.update({ id: found.id, input: form.input });
    revalidateParents();
    // With photos in its media set, the set's cover stays the card image (docs/media-sets.md).
    const { previousInSet } = await afterOwnerImageSaved({ kind: 'parent', id: parent.id }, current.imageUrl, parent.imageUrl);
    if (current.imageUrl && current.imageUrl !== parent.imageUrl && !previousInSet) await deleteStoredImage(backend.media, MEDIA_FOLDERS.parents, current, 'parent');
    return { status: 'ok', message: MESSAGES.parentsAdmin.saved(parent.name), id: parent.id } as ParentFormState;
  });
}

export async function deleteParentAction(id: string): Promise<FormState> {
  return idAction(MESSAGES.parentsAdmin.deleteFailed, parentId, id, async (parsed, backend) => {
    const parent = await backend.parents.delete({ id: parsed });
    revalidateParents();
    await deleteStoredImage(backend.media, MEDIA_FOLDERS.parents, parent, 'parent');
    // A dog first entered as a stud has his photo under studs/ (docs/dogs.md).
    await deleteStoredImage(backend.media, MEDIA_FOLDERS.studs, parent, 'parent');
    await deleteMediaSet(parent.id);
    return { status: 'ok', message: MESSAGES.parentsAdmin.deleted(parent.name) };
  });
}

/** The parent's photos and videos go with it (docs/media-sets.md); a failure is only logged. */
async function deleteMediaSet(id: string): Promise<void> {
  try {
    await deleteMediaSetOf({ kind: 'parent', id });
  } catch (e) {
    console.warn(`[admin] could not delete the media set of parent ${id}:`, e);
  }
}
