'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { downscale, IMAGE_ACCEPT, precheck, uploadImage } from '@/components/admin/upload-client';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MESSAGES } from '@/lib/domain/messages';
import { formatSize } from './format-size';
import { runPool } from './run-pool';
import styles from './gallery-admin.module.css';
import { ScriptButton } from '../script-button';

type Item = {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'error';
  message?: string;
};

/** Two uploads at a time: quicker than one by one, gentle on a phone's connection. */
const PARALLEL = 2;

const STATE_TEXT: Record<Item['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading…',
  done: 'Uploaded',
  error: 'Not uploaded',
};

/** Several images at once, each with its own progress bar and result. */
export function GalleryUploader() {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  // Choosing starts the upload through the script: the chooser is disabled until it runs.
  const hydrated = useHydrated();
  const [summary, setSummary] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const patch = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));

  function choose(e: React.ChangeEvent<HTMLInputElement>) {
    setSummary(null);
    const files = Array.from(e.target.files ?? []);
    setItems(
      files.map((file, i) => {
        const problem = precheck(file);
        return {
          key: `${Date.now()}-${i}-${file.name}`,
          file,
          progress: 0,
          state: problem ? 'error' : 'waiting',
          message: problem ?? undefined,
        };
      }),
    );
  }

  async function upload() {
    const queue = items.filter((it) => it.state === 'waiting');
    if (!queue.length) return;
    setBusy(true);
    setSummary(null);
    const failures = items.filter((it) => it.state === 'error').map((it) => `${it.file.name}: ${it.message ?? ''}`);
    let uploaded = 0;
    await runPool(queue, PARALLEL, async (it) => {
      patch(it.key, { state: 'uploading', progress: 0 });
      try {
        await uploadImage(await downscale(it.file), 'gallery', (progress) => patch(it.key, { progress }));
        uploaded++;
        patch(it.key, { state: 'done', progress: 1 });
      } catch (e) {
        const message = e instanceof Error ? e.message : MESSAGES.gallery.uploadError;
        failures.push(`${it.file.name}: ${message}`);
        patch(it.key, { state: 'error', message, progress: 0 });
      }
    });
    setBusy(false);
    if (input.current) input.current.value = '';
    if (failures.length === 0) {
      toast.success(MESSAGES.gallery.uploaded);
      setSummary({ kind: 'ok', text: MESSAGES.gallery.uploaded });
    } else {
      toast.error(MESSAGES.gallery.uploadError, { description: failures.join('\n') });
      setSummary({
        kind: 'error',
        text: `${MESSAGES.gallery.uploadError} ${uploaded ? `${uploaded} of ${uploaded + failures.length} images were uploaded.` : 'No images were uploaded.'}`,
      });
    }
    if (uploaded) router.refresh();
  }

  const waiting = items.filter((it) => it.state === 'waiting').length;

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Upload images</h2>
      <div className={styles.uploadRow}>
        <div className="field">
          <label htmlFor={`${id}-files`}>Choose images</label>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className={styles.file}
            onChange={choose}
            disabled={busy || !hydrated}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            Select one or more photos: JPEG, PNG, WebP, AVIF or GIF, up to 15 MB each. Large photos are resized before
            sending.
          </p>
        </div>
        <ScriptButton className="btn btn-dark" onClick={() => void upload()} disabled={busy || waiting === 0}>
          {busy ? 'Uploading…' : waiting > 1 ? `Upload ${waiting} images` : 'Upload image'}
        </ScriptButton>
      </div>

      {items.length ? (
        <ul className={styles.queue} aria-label="Selected images">
          {items.map((it) => (
            <li key={it.key} className={styles.queueItem} data-state={it.state}>
              <div className={styles.queueHead}>
                <span className={styles.queueName}>{it.file.name}</span>
                <span className={styles.queueSize}>{formatSize(it.file.size)}</span>
                <span className={styles.queueState}>{STATE_TEXT[it.state]}</span>
              </div>
              <progress
                max={1}
                value={it.progress}
                aria-label={`Upload progress for ${it.file.name}`}
                className={styles.bar}
              >
                {Math.round(it.progress * 100)}%
              </progress>
              {it.message ? <p className={styles.queueError}>{it.message}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <p role="status" aria-live="polite" className={summary?.kind === 'error' ? styles.statusError : styles.statusOk}>
        {summary?.text ?? ''}
      </p>
    </section>
  );
}
