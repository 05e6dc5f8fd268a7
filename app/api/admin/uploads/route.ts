import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guard';
import { AppError, isAppError } from '@/lib/domain/errors';
import { MESSAGES } from '@/lib/domain/messages';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@/lib/domain/upload';
import { isBodyTooLarge, readFormLimited } from '@/lib/security/body-limit';
import { logUnexpected, statusFor } from '@/lib/server/admin-errors';
import { storeUploadedImage } from '@/lib/server/images';
import { storeJournalUpload } from '@/lib/server/journal';
import { addUploadedMedia } from '@/lib/server/media-sets';
import { warmImageAfterResponse } from '@/lib/server/image-warm';

export const dynamic = 'force-dynamic';

/** A video at its cap, a poster image at its cap, and the multipart overhead. */
const MEDIA_REQUEST_MAX_BYTES = VIDEO_MAX_BYTES + UPLOAD_MAX_BYTES + 64 * 1024;

const fieldsSchema = z.object({ kind: z.enum(UPLOAD_KINDS, { error: MESSAGES.admin.unknownUploadKind }) });

/**
 * Admin image uploads, one file per request so the browser can show progress per file
 * (XMLHttpRequest upload events). Role checked first, then the file judged by content and
 * re-encoded; gallery and hero uploads take effect here, puppy and stud uploads return the URL
 * that the entry's form then saves.
 */
export async function POST(req: Request) {
  try {
    await requireAdmin();
    // A media-set upload (?kind=media) may carry a video and its poster (docs/media-sets.md).
    const mediaRequest = ['media', 'journal'].includes(new URL(req.url).searchParams.get('kind') ?? '');
    // Counted as it streams, chunked or not (the declared length is checked first, not trusted).
    const form = await readFormLimited(req, mediaRequest ? MEDIA_REQUEST_MAX_BYTES : UPLOAD_MAX_BYTES + 64 * 1024).catch((e: unknown) => {
      if (isBodyTooLarge(e)) throw new AppError('invalid_input', mediaRequest ? VIDEO_MESSAGES.tooLarge : UPLOAD_MESSAGES.tooLarge);
      throw new AppError('invalid_input', 'Send the image as multipart form data.');
    });
    const fields = fieldsSchema.safeParse({ kind: form.get('kind') });
    if (!fields.success) throw new AppError('invalid_input', fields.error.issues[0]!.message);
    const file = form.get('file');
    if (!(file instanceof File)) throw new AppError('invalid_input', 'Choose an image file to upload.');
    const kind = fields.data.kind;
    if (kind === 'media') {
      // Photos and videos of a media set: lib/server/media-sets.ts checks, stores, keeps the cover and revalidates.
      const poster = form.get('poster');
      const { set, item } = await addUploadedMedia({
        owner: { kind: form.get('ownerKind'), id: form.get('ownerId') },
        file,
        poster: poster instanceof File ? poster : null,
      });
      // A public photo's sizes, made once the response is sent (docs/images.md).
      if (item.type === 'photo') warmImageAfterResponse(item.url, 'media');
      return NextResponse.json({ url: item.url, path: item.path, name: file.name, width: item.width, height: item.height, item, set });
    }
    if (kind === 'journal') {
      // A photo or video of a litter journal post: lib/server/journal.ts checks and stores it; the post's form saves it.
      const poster = form.get('poster');
      const item = await storeJournalUpload({ litterId: form.get('litterId'), file, poster: poster instanceof File ? poster : null });
      return NextResponse.json({ url: item.url, path: '', name: file.name, width: item.width, height: item.height, item });
    }
    // Gallery and hero images take effect at once; the others' URLs are saved by their forms.
    return NextResponse.json(await storeUploadedImage(kind, file));
  } catch (e) {
    logUnexpected('upload', e);
    const status = statusFor(e);
    const message =
      status === 401 || status === 403
        ? MESSAGES.forbidden
        : isAppError(e, 'invalid_input') || isAppError(e, 'not_found')
          ? e.message
          : MESSAGES.gallery.uploadError;
    return NextResponse.json({ error: message }, { status });
  }
}
