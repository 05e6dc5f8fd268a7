'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Field, InputField, TextAreaField } from '@/components/admin/field';
import formStyles from '@/components/admin/admin-form.module.css';
import { downscale, precheck } from '@/components/admin/upload-client';
import { capturePoster, isVideoFile, precheckVideo } from '@/components/media-sets/video-poster';
import { JOURNAL_MAX_MEDIA, JOURNAL_TEXT, type JournalMedia, type JournalPost, type JournalVisibility } from '@/lib/domain/journal';
import { MESSAGES } from '@/lib/domain/messages';
import { saveJournalPostAction, type JournalFormState } from './actions';
import styles from './journal-admin.module.css';
import { orFailure, useAdminForm } from '@/components/admin/use-form-action';
import { CancelButton, FormMessage, SubmitButton } from '@/components/admin/submit-button';
import { ScriptButton } from '../script-button';

const IDLE: JournalFormState = { status: 'idle' };

type Upload = { key: string; name: string; progress: number; error: string | null };

/** Today in the owner's own time zone (the phone's), as YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Sends one photo or video of a post to the upload route (with progress); resolves to the stored item. */
function uploadJournalFile(litterId: string, file: File, poster: File | null, onProgress: (f: number) => void): Promise<JournalMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/uploads?kind=journal');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as { item?: JournalMedia; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.item) resolve(body.item);
      else reject(new Error(body?.error ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    form.set('kind', 'journal');
    form.set('litterId', litterId);
    form.set('file', file);
    if (poster) form.set('poster', poster);
    xhr.send(form);
  });
}

type Props = {
  litterId: string;
  /** null: a new post. */
  post: JournalPost | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
};

/**
 * Write or edit a journal post, made for a phone: the date is today unless changed, photos start
 * uploading the moment they are chosen (the camera is one of the choices on a phone), the text is
 * typed meanwhile, and one big button posts. Who sees it is a pair of large radio buttons.
 */
export function JournalPostForm({ litterId, post, onSaved, onCancel }: Props) {
  const dateRef = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const videoId = useId();
  const [media, setMedia] = useState<JournalMedia[]>(post?.media ?? []);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [visibility, setVisibility] = useState<JournalVisibility>(post?.visibility ?? 'public');
  const busy = uploads.some((u) => u.error === null);

  // A new post is dated today on the owner's device (the server's day may differ).
  useEffect(() => {
    if (!post && dateRef.current && !dateRef.current.dataset.touched) dateRef.current.value = localToday();
  }, [post]);

  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<JournalFormState>(saveJournalPostAction, MESSAGES.journal.saveFailed), IDLE, (saved) => {
    onSaved(saved.message ?? '');
  });

  async function add(files: File[]) {
    const room = JOURNAL_MAX_MEDIA - media.length - uploads.filter((u) => u.error === null).length;
    for (const [i, file] of files.entries()) {
      const key = `${Date.now()}-${i}-${file.name}`;
      const problem = i >= room ? JOURNAL_TEXT.tooManyMedia : isVideoFile(file) ? precheckVideo(file) : precheck(file);
      if (problem) {
        setUploads((u) => [...u, { key, name: file.name, progress: 0, error: problem }]);
        continue;
      }
      setUploads((u) => [...u, { key, name: file.name, progress: 0, error: null }]);
      try {
        const video = isVideoFile(file);
        const poster = video ? await capturePoster(file) : null;
        const item = await uploadJournalFile(litterId, video ? file : await downscale(file), poster, (progress) =>
          setUploads((u) => u.map((x) => (x.key === key ? { ...x, progress } : x))),
        );
        setMedia((m) => [...m, item]);
        setUploads((u) => u.filter((x) => x.key !== key));
      } catch (e) {
        const message = e instanceof Error ? e.message : MESSAGES.gallery.uploadError;
        setUploads((u) => u.map((x) => (x.key === key ? { ...x, error: message } : x)));
      }
    }
  }

  const errors = state.fieldErrors ?? {};
  const legend = post ? `Edit the update of ${post.date}` : 'Write an update';

  return (
    <form method="post"
      ref={formRef}
      className={styles.postForm}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="litterId" value={litterId} />
      {post && <input type="hidden" name="id" value={post.id} />}
      <input type="hidden" name="media" value={JSON.stringify(media)} />
      <fieldset disabled={pending} className={styles.fields}>
        <legend className="visually-hidden">{legend}</legend>
        <Field label="Date" name="date" error={errors.date}>
          {(p) => (
            <input
              {...p}
              ref={dateRef}
              className="input"
              type="date"
              required
              defaultValue={post?.date ?? ''}
              onChange={(e) => (e.currentTarget.dataset.touched = '1')}
            />
          )}
        </Field>
        <InputField label="Title (optional)" name="title" error={errors.title} maxLength={120} defaultValue={post?.title ?? ''} autoComplete="off" placeholder="Day 21: first steps" />
        <TextAreaField label="What’s new" name="body" error={errors.body} full rows={5} maxLength={10000} defaultValue={post?.body ?? ''} />

        <div className={`${formStyles.full} ${styles.mediaField}`}>
          <div className={styles.pickers}>
            <input
              id={photoId}
              type="file"
              accept="image/*"
              multiple
              className="visually-hidden"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void add(files);
              }}
            />
            <label htmlFor={photoId} className={`btn btn-outline ${styles.picker}`}>
              Add photos
            </label>
            <input
              id={videoId}
              type="file"
              accept="video/mp4,video/webm"
              className="visually-hidden"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void add(files);
              }}
            />
            <label htmlFor={videoId} className={`btn btn-outline ${styles.picker}`}>
              Add a video
            </label>
          </div>
          <p className={formStyles.hint}>On a phone, Add photos offers the camera. Up to {JOURNAL_MAX_MEDIA} photos or videos (MP4 or WebM).</p>
          {errors.media && <p className={formStyles.error}>{errors.media}</p>}
          {(media.length > 0 || uploads.length > 0) && (
            <ul className={styles.thumbs} aria-label="Photos and videos of this update">
              {media.map((m, i) => (
                <li key={`${m.url}-${i}`} className={styles.thumb}>
                  {m.kind === 'photo' || m.posterUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- an admin preview of an upload, not a page image
                    <img src={m.kind === 'photo' ? m.url : m.posterUrl!} alt="" className={styles.thumbImage} />
                  ) : (
                    <span className={styles.thumbVideo}>Video</span>
                  )}
                  <label className={styles.altLabel}>
                    <span className="visually-hidden">{m.kind === 'photo' ? `Describe photo ${i + 1}` : `Describe video ${i + 1}`}</span>
                    <input
                      className="input"
                      maxLength={300}
                      placeholder="Describe it (optional)"
                      value={m.alt}
                      onChange={(e) => {
                        const alt = e.currentTarget.value;
                        setMedia((list) => list.map((x, n) => (n === i ? { ...x, alt } : x)));
                      }}
                    />
                  </label>
                  <ScriptButton className={`btn btn-outline ${formStyles.small}`} onClick={() => setMedia((list) => list.filter((_, n) => n !== i))}>
                    Remove<span className="visually-hidden"> {m.kind} {i + 1}</span>
                  </ScriptButton>
                </li>
              ))}
              {uploads.map((u) => (
                <li key={u.key} className={styles.thumb}>
                  <span className={styles.thumbVideo}>{u.name}</span>
                  {u.error ? (
                    <>
                      <p className={formStyles.error} role="alert">
                        {u.error}
                      </p>
                      <ScriptButton className={`btn btn-outline ${formStyles.small}`} onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}>
                        Dismiss
                      </ScriptButton>
                    </>
                  ) : (
                    <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>

        <fieldset className={`${formStyles.full} ${styles.visibility}`}>
          <legend>Who sees this update?</legend>
          <label className={styles.choice}>
            <input type="radio" name="visibility" value="public" checked={visibility === 'public'} disabled={!ready} onChange={() => setVisibility('public')} />
            <span>
              <strong>Everyone</strong>
              <small>On the litter’s public page</small>
            </span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="visibility" value="families" checked={visibility === 'families'} disabled={!ready} onChange={() => setVisibility('families')} />
            <span>
              <strong>Reserved families only</strong>
              <small>Families linked to this litter, when signed in</small>
            </span>
          </label>
          {errors.visibility && <p className={formStyles.error}>{errors.visibility}</p>}
        </fieldset>

        <FormMessage state={state} errorsOnly />
        <div className={`${formStyles.full} ${styles.submitRow}`}>
          <CancelButton onCancel={onCancel} />
          <SubmitButton ready={ready} className={`btn btn-dark ${styles.submit}`} disabled={busy}>
            {busy ? 'Uploading…' : pending ? 'Saving…' : post ? 'Save changes' : 'Post update'}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
