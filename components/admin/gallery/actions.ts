'use server';

import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { GALLERY_TEXT_MAX } from '@/lib/domain/gallery-alt';
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
  return adminAction(MESSAGES.gallery.deleteError, async (_admin, backend) => {
    const parsed = galleryPathSchema.safeParse(path);
    if (!parsed.success || parsed.data === null) return { status: 'invalid', message: MESSAGES.gallery.deleteError };
    const clean = parsed.data;
    const deleted = await backend.media.delete({ path: clean });
    // Revalidate either way: a file already gone (deleted in another tab) must vanish from the site too.
    revalidateTag(TAGS.gallery);
    if (!deleted) return { status: 'error', message: MESSAGES.gallery.deleteError };
    return { status: 'ok', message: MESSAGES.gallery.deleted(clean.slice(clean.indexOf('/') + 1)) };
  });
}

export type GalleryTextField = 'caption' | 'alt';

const galleryTextSchema = z.object({
  path: galleryPathSchema,
  caption: z.string().trim().max(GALLERY_TEXT_MAX, `At most ${GALLERY_TEXT_MAX} characters.`),
  alt: z.string().trim().max(GALLERY_TEXT_MAX, `At most ${GALLERY_TEXT_MAX} characters.`),
});

/**
 * Saves a gallery photo's caption and alt text in its stored file's custom metadata (empty removes
 * it: the alt text then comes from the file name again).
 */
export async function updateGalleryTextAction(_prev: FormState<GalleryTextField>, formData: FormData): Promise<FormState<GalleryTextField>> {
  return adminAction(MESSAGES.gallery.textSaveFailed, async (_admin, backend) => {
    const parsed = galleryTextSchema.safeParse({ path: text(formData, 'path'), caption: text(formData, 'caption'), alt: text(formData, 'alt') });
    if (!parsed.success || parsed.data.path === null) {
      return {
        status: 'invalid',
        message: MESSAGES.gallery.textSaveFailed,
        fieldErrors: parsed.success ? {} : fieldErrorsOf<GalleryTextField>(parsed.error.issues),
      };
    }
    const { path, caption, alt } = parsed.data;
    const item = await backend.media.updateMetadata({ path, customMetadata: { caption, alt } });
    revalidateTag(TAGS.gallery);
    if (!item) return { status: 'error', message: MESSAGES.gallery.textSaveFailed };
    return { status: 'ok', message: MESSAGES.gallery.textSaved(caption || item.name) };
  });
}
