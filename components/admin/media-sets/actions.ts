'use server';

import { z } from 'zod';
import type { Backend } from '@/lib/backend';
import { text } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { mediaItemIdSchema, mediaLabelsSchema, mediaOwnerSchema, MEDIA_SET_MAX_ITEMS, type MediaSetItem } from '@/lib/domain/media-set';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction } from '@/lib/server/admin-action';
import { deleteItemFiles, ownerRecord, syncCover } from '@/lib/server/media-sets';

/**
 * Admin actions on a media set (docs/media-sets.md). Each one: role from the user record first
 * (adminAction), then zod, then one store write, then the cover written into the owner's card
 * image and the owner's pages revalidated (syncCover).
 */

const FAILED = MESSAGES.admin.saveFailed;

const labelsInput = z.object({ owner: mediaOwnerSchema, itemId: mediaItemIdSchema }).and(mediaLabelsSchema);
const itemInput = z.object({ owner: mediaOwnerSchema, itemId: mediaItemIdSchema });
const orderInput = z.object({ owner: mediaOwnerSchema, itemIds: z.array(mediaItemIdSchema).min(1).max(MEDIA_SET_MAX_ITEMS) });

type MediaLabelField = 'caption' | 'alt';

/** An action's result and, after a change, the set's items in their new order (the editor shows them). */
export type MediaSetResult<F extends string = string> = FormState<F> & { items?: MediaSetItem[] };

/** adminAction, passing the changed set's items back beside the FormState. */
async function setAction<F extends string>(failure: string, run: (backend: Backend, keep: (items: MediaSetItem[]) => void) => Promise<FormState<F>>): Promise<MediaSetResult<F>> {
  let items: MediaSetItem[] | undefined;
  const state = await adminAction<F>(failure, (_admin, backend) => run(backend, (i) => (items = i)));
  return state.status === 'ok' && items ? { ...state, items } : state;
}

function invalid<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormState<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? '') as F;
    if ((key === 'caption' || key === 'alt') && !fieldErrors[key]) fieldErrors[key] = i.message;
  }
  return { status: 'invalid', message: Object.keys(fieldErrors).length ? 'Please check the caption and alt text.' : FAILED, fieldErrors };
}

async function ownerExists(backend: Backend, owner: z.infer<typeof mediaOwnerSchema>): Promise<boolean> {
  return (await ownerRecord(backend, owner)) !== null;
}

const gone: FormState = { status: 'invalid', message: 'That puppy, litter or parent no longer exists.' };

/** Saves one item's caption and alt text. */
export async function updateMediaItemAction(input: unknown): Promise<MediaSetResult<MediaLabelField>> {
  return setAction<MediaLabelField>(FAILED, async (backend, keep) => {
    const parsed = labelsInput.safeParse(input);
    if (!parsed.success) return invalid<MediaLabelField>(parsed.error.issues);
    const { owner, itemId, caption, alt } = parsed.data;
    if (!(await ownerExists(backend, owner))) return gone;
    const set = await backend.mediaSets.updateItem({ owner, itemId, caption, alt });
    await syncCover(backend, owner, set);
    keep(set.items);
    return { status: 'ok', message: 'Caption and alt text saved.' };
  });
}

/** Saves a new order (every item id once); the first photo becomes the card image. */
export async function reorderMediaSetAction(input: unknown): Promise<MediaSetResult> {
  return setAction(FAILED, async (backend, keep) => {
    const parsed = orderInput.safeParse(input);
    if (!parsed.success) return { status: 'invalid', message: FAILED };
    const { owner, itemIds } = parsed.data;
    if (!(await ownerExists(backend, owner))) return gone;
    const set = await backend.mediaSets.reorder({ owner, itemIds });
    await syncCover(backend, owner, set);
    keep(set.items);
    return { status: 'ok', message: 'New order saved.' };
  });
}

/** Moves a photo first: it becomes the cover and the card image. */
export async function setMediaCoverAction(input: unknown): Promise<MediaSetResult> {
  return setAction(FAILED, async (backend, keep) => {
    const parsed = itemInput.safeParse(input);
    if (!parsed.success) return { status: 'invalid', message: FAILED };
    const { owner, itemId } = parsed.data;
    if (!(await ownerExists(backend, owner))) return gone;
    const set = await backend.mediaSets.setCover({ owner, itemId });
    await syncCover(backend, owner, set);
    keep(set.items);
    return { status: 'ok', message: 'Cover photo changed.' };
  });
}

/** Removes one photo or video and deletes its files. */
export async function deleteMediaItemAction(input: unknown): Promise<MediaSetResult> {
  return setAction(MESSAGES.admin.deleteFailed, async (backend, keep) => {
    const parsed = itemInput.safeParse(input);
    if (!parsed.success) return { status: 'invalid', message: MESSAGES.admin.deleteFailed };
    const { owner, itemId } = parsed.data;
    if (!(await ownerExists(backend, owner))) return gone;
    const { set, removed } = await backend.mediaSets.removeItem({ owner, itemId });
    await syncCover(backend, owner, set);
    keep(set.items);
    await deleteItemFiles(backend, [removed]);
    return { status: 'ok', message: removed.type === 'video' ? 'Video deleted.' : 'Photo deleted.' };
  });
}

/**
 * The caption and alt text form as the browser posts it itself, before its script runs (the script
 * then sends the same fields through updateMediaItemAction): the same rules, so nothing typed ever
 * goes into an address.
 */
export async function saveMediaLabelsFormAction(formData: FormData): Promise<MediaSetResult<MediaLabelField>> {
  // Anything but a posted form reads as empty fields (`text`): the role check and zod still come first and refuse it.
  const field = (name: string) => text(formData, name);
  return updateMediaItemAction({ owner: { kind: field('ownerKind'), id: field('ownerId') }, itemId: field('itemId'), caption: field('caption'), alt: field('alt') });
}
