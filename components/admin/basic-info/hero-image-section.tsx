'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { restoreHeroImageAction } from './actions';
import { downscale, IMAGE_ACCEPT, precheck, uploadImage } from '@/components/admin/upload-client';
import { MESSAGES } from '@/lib/domain/messages';
import type { HeroImage } from '@/lib/domain/settings';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import styles from './basic-info.module.css';
import { HeroCropPreview } from './hero-crop-preview';
import { ScriptButton } from '../script-button';

type Status = { kind: 'ok' | 'error'; text: string; detail?: string } | null;

/** The home page's hero background: upload a new one (stored as hero-image.jpg) or restore the default. */
export function HeroImageSection({ hero }: { hero: HeroImage }) {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [restoring, startRestore] = useTransition();
  const uploading = progress !== null;
  const busy = uploading || restoring;
  const isDefault = hero.url === DEFAULT_HERO_IMAGE;

  function fail(detail?: string) {
    toast.error(MESSAGES.admin.heroUploadFailed, detail ? { description: detail } : undefined);
    setStatus({ kind: 'error', text: MESSAGES.admin.heroUploadFailed, detail });
  }

  function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    setStatus(null);
    if (chosen) {
      const problem = precheck(chosen);
      if (problem) {
        fail(problem);
        e.target.value = '';
        setFile(null);
        return;
      }
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setStatus(null);
    setProgress(0);
    try {
      await uploadImage(await downscale(file), 'hero', setProgress);
      toast.success(MESSAGES.admin.heroUploaded);
      setStatus({ kind: 'ok', text: MESSAGES.admin.heroUploaded });
      setFile(null);
      if (input.current) input.current.value = '';
      router.refresh();
    } catch (e) {
      fail(e instanceof Error ? e.message : undefined);
    } finally {
      setProgress(null);
    }
  }

  function restore() {
    setStatus(null);
    startRestore(async () => {
      const result = await restoreHeroImageAction().catch(() => null);
      if (result?.status === 'ok') {
        toast.success(MESSAGES.admin.heroRestored);
        setStatus({ kind: 'ok', text: MESSAGES.admin.heroRestored });
        router.refresh();
      } else {
        toast.error(MESSAGES.admin.heroRestoreFailed);
        setStatus({ kind: 'error', text: MESSAGES.admin.heroRestoreFailed });
      }
    });
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hero image</h2>
      <p className={styles.intro}>The large background photo at the top of the home page.</p>
      <div className={styles.hero}>
        <figure className={styles.heroFigure}>
          <div className={styles.heroFrame}>
            <Image
              // A new upload keeps its path but gets a new ?v=, so the key swaps the picture at once.
              key={hero.url}
              src={hero.url}
              alt="Current hero image"
              fill
              sizes="(max-width: 860px) 90vw, 360px"
              className={styles.heroImg}
            />
          </div>
          <figcaption>{isDefault ? 'Default image' : 'Your uploaded image'}</figcaption>
        </figure>

        <div className={styles.heroControls}>
          <div className="field">
            <label htmlFor={`${id}-file`}>Choose a new hero image</label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={IMAGE_ACCEPT}
              className={styles.file}
              onChange={choose}
              disabled={busy}
              aria-describedby={`${id}-file-hint`}
            />
            <p id={`${id}-file-hint`} className={styles.hint}>
              JPEG, PNG, WebP, AVIF or GIF, up to 15 MB. A wide landscape photo works best.
            </p>
          </div>
          {file && !uploading ? <HeroCropPreview file={file} /> : null}
          {uploading ? (
            <div className={styles.progress}>
              <label htmlFor={`${id}-progress`}>Uploading {file?.name}</label>
              <progress id={`${id}-progress`} max={1} value={progress}>
                {Math.round(progress * 100)}%
              </progress>
            </div>
          ) : null}
          <div className={styles.buttons}>
            <ScriptButton className="btn btn-dark" onClick={() => void upload()} disabled={!file || busy}>
              {uploading ? 'Uploading…' : 'Upload hero image'}
            </ScriptButton>
            <ScriptButton className="btn btn-outline" onClick={restore} disabled={busy}>
              {restoring ? 'Restoring…' : 'Restore default image'}
            </ScriptButton>
          </div>
          <p role="status" aria-live="polite" className={status?.kind === 'error' ? styles.statusError : styles.statusOk}>
            {status ? (
              <>
                {status.text}
                {status.detail ? <span className={styles.detail}> {status.detail}</span> : null}
              </>
            ) : null}
          </p>
        </div>
      </div>
    </section>
  );
}
