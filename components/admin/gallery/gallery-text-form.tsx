'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId } from 'react';
import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';
import { GALLERY_TEXT_MAX } from '@/lib/domain/gallery-alt';
import { updateGalleryTextAction, type GalleryTextField } from './actions';
import styles from './gallery-admin.module.css';

const IDLE: FormState<GalleryTextField> = { status: 'idle' };

type Props = {
  path: string;
  /** For the labels, so each photo's fields have their own names for screen readers. */
  label: string;
  caption: string;
  alt: string;
  /** The alt text made from the file name, used while the owner has written none. */
  fallbackAlt: string;
};

/** A photo's caption and alt text, saved in its stored file's metadata (Admin › Gallery). */
export function GalleryTextForm({ path, label, caption, alt, fallbackAlt }: Props) {
  const router = useRouter();
  const id = useId();
  const [state, action, pending] = useActionState(updateGalleryTextAction, IDLE);

  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status === 'ok') {
      toast.success(state.message);
      router.refresh();
    } else {
      toast.error(state.message);
    }
  }, [state, router]);

  const error = (f: GalleryTextField) => state.fieldErrors?.[f];
  return (
    <form action={action} className={styles.textForm} aria-label={`Caption and alt text of ${label}`}>
      <input type="hidden" name="path" value={path} />
      <fieldset disabled={pending} className={styles.textFields}>
        {(['caption', 'alt'] as const).map((f) => (
          <div key={f} className="field">
            <label htmlFor={`${id}-${f}`}>{f === 'caption' ? 'Caption' : 'Alt text'}</label>
            <input
              id={`${id}-${f}`}
              name={f}
              className="input"
              maxLength={GALLERY_TEXT_MAX}
              defaultValue={f === 'caption' ? caption : alt}
              placeholder={f === 'alt' ? fallbackAlt : 'Shown under the photo'}
              aria-invalid={error(f) ? true : undefined}
              aria-describedby={error(f) ? `${id}-${f}-error` : undefined}
            />
            {error(f) && (
              <p id={`${id}-${f}-error`} className={styles.statusError}>
                {error(f)}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="btn btn-outline">
          {pending ? 'Saving…' : 'Save text'}
        </button>
      </fieldset>
    </form>
  );
}
