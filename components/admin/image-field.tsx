'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, downscale, precheck, uploadImage } from '@/components/admin/upload-client';
import type { FormState } from '@/lib/domain/form-state';
import styles from './admin-form.module.css';
import { CancelButton, FormMessage, SubmitButton } from './submit-button';
import { ScriptButton } from './script-button';

type ImageUpload = {
  /** A chosen file that has not been uploaded yet. */
  file: File | null;
  /** The URL the form saves: the current image, a finished upload, or '' for none. */
  imageUrl: string;
  preview: string | null;
  /** 0–1 while uploading, otherwise null. */
  progress: number | null;
  error: string | null;
  choose(file: File | null): void;
  remove(): void;
  /** Uploads the chosen file (downscaled first) and returns its URL; throws with the server's message. */
  upload(): Promise<string>;
};

/**
 * The action of a form with an ImageField: the chosen file is uploaded first and its URL sent as
 * `imageUrl`, then `save` runs. A failed upload is told at the image field, the form saying
 * `failure`; with `uploadFailed`, the form says the upload's own words too (`uploadFailed` standing
 * in when the error has none). A request that fails (offline, the server restarted) answers `failure`
 * instead of crashing the tab.
 */
export function uploadThenSave<S extends FormState>(image: ImageUpload, save: (prev: S, fd: FormData) => Promise<S>, failure: string, uploadFailed?: string) {
  return async (prev: S, fd: FormData): Promise<S> => {
    if (image.file) {
      try {
        fd.set('imageUrl', await image.upload());
      } catch (e) {
        const message = e instanceof Error ? e.message : (uploadFailed ?? failure);
        const failed: FormState = { status: 'error', message: uploadFailed === undefined ? failure : message, fieldErrors: { imageUrl: message } };
        return failed as S;
      }
    }
    try {
      return await save(prev, fd);
    } catch {
      const failed: FormState = { status: 'error', message: failure };
      return failed as S;
    }
  };
}

/**
 * The end of a form with an ImageField (parent, stud, puppy): the result line (errors only: a save is
 * told by the toast), then Cancel where the form has one and the submit button, which says
 * "Uploading image…" while the image goes up and "Saving…" while the save runs.
 */
export function ImageFormActions({ state, image, pending, ready, onCancel, children }: { state: FormState; image: ImageUpload; pending: boolean; ready: boolean; onCancel?: () => void; children: React.ReactNode }) {
  return (
    <>
      <FormMessage state={state} errorsOnly />
      <div className={`${styles.full} ${styles.buttons}`}>
        <CancelButton onCancel={onCancel} />
        <SubmitButton ready={ready}>{image.progress !== null ? 'Uploading image…' : pending ? 'Saving…' : children}</SubmitButton>
      </div>
    </>
  );
}

/**
 * An optional entry image. The file is sent to /api/admin/uploads (with progress) before the form's
 * action runs; the action then only receives the URL. A finished upload is kept, so submitting
 * again after a validation error does not upload the same photo twice.
 */
export function useImageUpload(kind: 'puppy' | 'stud' | 'parent', initialUrl: string | null): ImageUpload {
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState(initialUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);

  return {
    file,
    imageUrl,
    preview: objectUrl ?? (imageUrl || null),
    progress,
    error,
    choose(next) {
      setError(null);
      if (!next) {
        setFile(null);
        setObjectUrl(null);
        return;
      }
      const problem = precheck(next);
      if (problem) {
        setError(problem);
        setFile(null);
        setObjectUrl(null);
        return;
      }
      setFile(next);
      setObjectUrl(URL.createObjectURL(next));
    },
    remove() {
      setFile(null);
      setObjectUrl(null);
      setImageUrl('');
      setError(null);
    },
    async upload() {
      if (!file) return imageUrl;
      setError(null);
      setProgress(0);
      try {
        const result = await uploadImage(await downscale(file), kind, setProgress);
        setImageUrl(result.url);
        setFile(null);
        setObjectUrl(null);
        return result.url;
      } catch (e) {
        const message = e instanceof Error ? e.message : 'The upload failed. Please try again.';
        setError(message);
        throw new Error(message);
      } finally {
        setProgress(null);
      }
    },
  };
}

type ImageFieldProps = {
  upload: ImageUpload;
  /** A message from the server about the saved URL. */
  serverError?: string;
};

export function ImageField({ upload, serverError }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const error = upload.error ?? serverError;

  return (
    <div className={`field ${styles.full}`}>
      <label htmlFor={id}>Image (optional)</label>
      <div className={styles.imageRow}>
        {upload.preview ? (
          // A plain <img>: the preview may be a local blob: URL, which next/image cannot load.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={upload.preview} alt="" className={styles.preview} width={96} height={96} />
        ) : (
          <span className={styles.noPreview} aria-hidden="true">
            No image
          </span>
        )}
        <div className={styles.imageControls}>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.file}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => upload.choose(e.currentTarget.files?.[0] ?? null)}
          />
          {/* On a phone: the camera at once (capture), the picker above keeps the photo library. */}
          <label className={`btn btn-outline ${styles.small} ${styles.camera}`}>
            Take a photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                upload.choose(e.currentTarget.files?.[0] ?? null);
                if (input.current) input.current.value = '';
                e.currentTarget.value = '';
              }}
            />
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            JPEG, PNG, WebP, AVIF or GIF, up to 15 MB. It uploads when you save.
          </p>
          {upload.preview && (
            <ScriptButton
              className={`btn btn-outline ${styles.small}`}
              onClick={() => {
                upload.remove();
                if (input.current) input.current.value = '';
              }}
            >
              Remove image
            </ScriptButton>
          )}
          {upload.progress !== null && (
            <label className={styles.progress}>
              Uploading image… {Math.round(upload.progress * 100)}%
              <progress value={upload.progress} max={1} />
            </label>
          )}
        </div>
      </div>
      <input type="hidden" name="imageUrl" value={upload.imageUrl} />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
