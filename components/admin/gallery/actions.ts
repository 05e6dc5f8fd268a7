'use server';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import type { FormState } from '@/lib/domain/form-state';
import { MEDIA_FOLDERS, sanitizeMediaPath } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { TAGS } from '@/lib/domain/tags';
import { adminAction } from '@/lib/server/admin-action';

/** Only a file directly inside adminGallery/ may be deleted from this tab; nothing else in storage. */
const galleryPathSchema = z
  .string()
  .max(300)
  .transform((p) => sanitizeMediaPath(p.split('/')))
  .refine((p): p is string => p !== null && p.startsWith(`${MEDIA_FOLDERS.gallery}/`) && p.split('/').length === 2);

export async function deleteGalleryImageAction(path: string): Promise<FormState> {
  return adminAction(MESSAGES.gallery.deleteError, async () => {
    const parsed = galleryPathSchema.safeParse(path);
    if (!parsed.success || parsed.data === null) return { status: 'invalid', message: MESSAGES.gallery.deleteError };
    const clean = parsed.data;
    const deleted = await (await getBackend()).media.delete({ path: clean });
    // Revalidate either way: a file already gone (deleted in another tab) must vanish from the site too.
    revalidateTag(TAGS.gallery);
    if (!deleted) return { status: 'error', message: MESSAGES.gallery.deleteError };
    return { status: 'ok', message: MESSAGES.gallery.deleted(clean.slice(clean.indexOf('/') + 1)) };
  });
}
