'use client';

import { useId, useRef, useState, useTransition } from 'react';
import {
  deleteMediaItemAction,
  reorderMediaSetAction,
  setMediaCoverAction,
  saveMediaLabelsFormAction,
  updateMediaItemAction,
  type MediaSetResult,
} from '@/components/admin/media-sets/actions';
import { ScriptButton } from '@/components/admin/script-button';
import { downscale, IMAGE_ACCEPT, precheck, uploadImage, type UploadResult } from '@/components/admin/upload-client';
import { useHydrated } from '@/components/ui/use-hydrated';
import { coverOf, MEDIA_SET_MAX_ITEMS, MEDIA_TEXT_MAX, type MediaOwner, type MediaSet, type MediaSetItem } from '@/lib/domain/media-set';
import { MESSAGES } from '@/lib/domain/messages';
import { countOf } from '@/lib/domain/format';
import { capturePoster, isVideoFile, MEDIA_ACCEPT, precheckVideo } from './video-poster';
import styles from './media-set-editor.module.css';

type Upload = { key: string; name: string; progress: number; error: string | null };
type MediaUploadResult = UploadResult & { set: MediaSet };

type Props = { owner: MediaOwner; ownerName: string; heading: string; initialItems: MediaSetItem[] };

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [it] = next.splice(from, 1);
  next.splice(to, 0, it!);
  return next;
};

/**
 * The admin editor of one media set (docs/media-sets.md): upload photos (downscaled in the browser,
 * progress per file) and videos (poster given or captured with a canvas), reorder by dragging (pointer events: mouse,
 * pen or finger) or with Move earlier / Move later, choose the cover, edit caption and alt text, delete. Every change
 * is saved at once and announced in a live region.
 */
export function MediaSetEditorClient({ owner, ownerName, heading, initialItems }: Props) {
  const id = useId();
  const [items, setItems] = useState(initialItems);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [pending, startTransition] = useTransition();
  // The upload form sends through its script (downscaling, progress): disabled until it runs.
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  // The item being dragged and where it would land, read by the pointer handlers between renders.
  const drag = useRef<{ from: number; over: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const posterInput = useRef<HTMLInputElement>(null);
  const cover = coverOf(items);
  const label = (i: MediaSetItem, n: number) => `${i.type === 'video' ? 'Video' : 'Photo'} ${n + 1}${i.caption ? ` (${i.caption})` : ''}`;

  function run(action: () => Promise<MediaSetResult>, before: MediaSetItem[], optimistic?: MediaSetItem[]) {
    if (optimistic) setItems(optimistic);
    setError(null);
    startTransition(async () => {
      const result = await action().catch(() => null);
      if (result?.status === 'ok') {
        if (result.items) setItems(result.items);
        setStatus(result.message ?? 'Saved.');
      } else {
        setItems(before);
        const message = result?.message ?? MESSAGES.admin.saveFailed;
        setError(message);
        setStatus(message);
      }
    });
  }

  function reorder(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const next = move(items, from, to);
    const moved = items[from]!;
    run(() => reorderMediaSetAction({ owner, itemIds: next.map((i) => i.id) }), items, next);
    setStatus(`${label(moved, from)} moved to position ${to + 1} of ${items.length}.`);
  }

  async function uploadAll(files: File[]) {
    setError(null);
    const poster = posterInput.current?.files?.[0] ?? null;
    const queue = files.map((f, n) => ({ file: f, key: `${Date.now()}-${n}-${f.name}` }));
    setUploads((u) => [...u.filter((x) => x.error), ...queue.map((q) => ({ key: q.key, name: q.file.name, progress: 0, error: null }))]);
    const patch = (key: string, p: Partial<Upload>) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, ...p } : x)));
    let added = 0;
    // One at a time: a phone on a slow connection sends each file at full speed, in the chosen order.
    for (const { file, key } of queue) {
      try {
        const video = isVideoFile(file);
        const problem = video ? precheckVideo(file) : precheck(file);
        if (problem) throw new Error(problem);
        const extra: Record<string, string | Blob> = { ownerKind: owner.kind, ownerId: owner.id };
        if (video) {
          const frame = poster ?? (await capturePoster(file));
          if (frame) extra.poster = frame;
        }
        const body = await uploadImage<MediaUploadResult>(video ? file : await downscale(file), 'media', (f) => patch(key, { progress: f }), extra);
        setItems(body.set.items);
        setUploads((u) => u.filter((x) => x.key !== key));
        added++;
      } catch (e) {
        patch(key, { error: e instanceof Error ? e.message : MESSAGES.gallery.uploadError });
      }
    }
    if (fileInput.current) fileInput.current.value = '';
    if (posterInput.current) posterInput.current.value = '';
    setStatus(added ? `${countOf(added, 'file')} uploaded.` : 'Nothing was uploaded.');
  }

  return (
    <section className={`card ${styles.editor}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.hint}>
        The first photo is the cover: it is the card image of {ownerName}. Drag a photo, or use Move earlier and Move later, to change the order.
      </p>

      <form
        className={styles.upload}
        // Its Upload button waits for the script (the files are resized and sent by it); a post, never a GET.
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          const files = [...(fileInput.current?.files ?? [])];
          if (files.length) void uploadAll(files);
          else setError('Choose photos or a video to upload.');
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-files`}>Photos or videos</label>
          <input ref={fileInput} id={`${id}-files`} type="file" multiple accept={MEDIA_ACCEPT} aria-describedby={`${id}-files-hint`} />
          <p id={`${id}-files-hint`} className={styles.hint}>
            Photos: JPEG, PNG, WebP, AVIF or GIF, up to 15 MB. Videos: MP4 or WebM, up to 50 MB. At most {MEDIA_SET_MAX_ITEMS} in all.
          </p>
        </div>
        {/* On a phone: a photo from the camera at once (capture), uploaded as soon as it is taken. */}
        <label className={`btn btn-outline ${styles.camera}`}>
          Take a photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={!hydrated}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              if (files.length) void uploadAll(files);
            }}
          />
        </label>
        <div className="field">
          <label htmlFor={`${id}-poster`}>Poster image for a video (optional)</label>
          <input ref={posterInput} id={`${id}-poster`} type="file" accept={IMAGE_ACCEPT} aria-describedby={`${id}-poster-hint`} />
          <p id={`${id}-poster-hint`} className={styles.hint}>
            Without one, a frame of the video is taken as its poster.
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || uploads.some((u) => !u.error)}>
          Upload
        </button>
        {uploads.length > 0 && (
          <ul className={styles.progressList} aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key}>
                {u.error ? (
                  <span className={styles.error}>
                    {u.name}: {u.error}
                  </span>
                ) : (
                  <label>
                    Uploading {u.name}… {Math.round(u.progress * 100)}%
                    <progress value={u.progress} max={1} />
                  </label>
                )}
              </li>
            ))}
          </ul>
        )}
      </form>

      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      {items.length === 0 ? (
        <p className={styles.empty}>No photos or videos yet.</p>
      ) : (
        <ol className={styles.list} aria-label={`${heading}, in order`} aria-busy={pending || undefined}>
          {items.map((item, n) => (
            <li
              key={item.id}
              className={`${styles.item} ${dragging === n ? styles.dragging : ''} ${dropAt === n && dragging !== n ? styles.dropTarget : ''}`}
              data-testid="media-item"
              data-index={n}
            >
              <div
                className={styles.handle}
                // Pointer events, not HTML drag and drop: the same code follows a mouse, a pen and a
                // finger (owners reorder from a phone too); touch-action: none keeps the page still.
                onPointerDown={(e) => {
                  if (e.button !== 0 || pending) return;
                  e.currentTarget.setPointerCapture(e.pointerId);
                  drag.current = { from: n, over: n };
                  setDragging(n);
                }}
                onPointerMove={(e) => {
                  if (!drag.current) return;
                  const target = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-index]');
                  const over = target ? Number(target.dataset.index) : drag.current.over;
                  if (over !== drag.current.over) {
                    drag.current.over = over;
                    setDropAt(over);
                  }
                }}
                onPointerUp={() => {
                  const d = drag.current;
                  drag.current = null;
                  setDragging(null);
                  setDropAt(null);
                  if (d) reorder(d.from, d.over);
                }}
                onPointerCancel={() => {
                  drag.current = null;
                  setDragging(null);
                  setDropAt(null);
                }}
                title="Drag to reorder"
              >
                {/* Plain <img>: admin thumbnails of any origin, no optimiser round trip. */}
                {item.type === 'photo' || item.poster ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={item.type === 'photo' ? item.url : item.poster!.url} alt="" width={120} height={90} className={styles.thumb} draggable={false} />
                ) : (
                  <span className={styles.noThumb} aria-hidden="true">
                    Video
                  </span>
                )}
                <span className={styles.position}>
                  {n + 1}. {item.type === 'video' ? 'Video' : 'Photo'}
                  {cover?.id === item.id && <strong className={styles.badge}> Cover</strong>}
                </span>
              </div>
              <LabelsForm owner={owner} item={item} index={n} onSaved={(result) => run(async () => result, items)} />
              <div className={styles.actions}>
                <ScriptButton className="btn btn-outline" disabled={pending || n === 0} onClick={() => reorder(n, n - 1)}>
                  Move earlier<span className="visually-hidden">: {label(item, n)}</span>
                </ScriptButton>
                <ScriptButton className="btn btn-outline" disabled={pending || n === items.length - 1} onClick={() => reorder(n, n + 1)}>
                  Move later<span className="visually-hidden">: {label(item, n)}</span>
                </ScriptButton>
                {item.type === 'photo' && cover?.id !== item.id && (
                  <ScriptButton
                    className="btn btn-outline"
                    disabled={pending}
                    onClick={() => run(() => setMediaCoverAction({ owner, itemId: item.id }), items, [item, ...items.filter((i) => i.id !== item.id)])}
                  >
                    Make cover<span className="visually-hidden">: {label(item, n)}</span>
                  </ScriptButton>
                )}
                <ScriptButton
                  className={`btn btn-outline ${styles.danger}`}
                  disabled={pending}
                  onClick={() => {
                    if (!window.confirm(MESSAGES.admin.confirmDelete(item.caption || label(item, n)))) return;
                    run(() => deleteMediaItemAction({ owner, itemId: item.id }), items, items.filter((i) => i.id !== item.id));
                  }}
                >
                  Delete<span className="visually-hidden">: {label(item, n)}</span>
                </ScriptButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </section>
  );
}

function LabelsForm({ owner, item, index, onSaved }: { owner: MediaOwner; item: MediaSetItem; index: number; onSaved: (r: MediaSetResult) => void }) {
  const id = useId();
  const [caption, setCaption] = useState(item.caption);
  const [alt, setAlt] = useState(item.alt);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'caption' | 'alt', string>>>({});
  const what = `${item.type === 'video' ? 'video' : 'photo'} ${index + 1}`;
  const dirty = caption !== item.caption || alt !== item.alt;

  return (
    <form
      className={styles.labels}
      // Posted by the browser itself to the server action until the script runs; then onSubmit sends it.
      action={saveMediaLabelsFormAction as unknown as (formData: FormData) => Promise<void>}
      onSubmit={async (e) => {
        e.preventDefault();
        setSaving(true);
        const result = await updateMediaItemAction({ owner, itemId: item.id, caption, alt }).catch(() => null);
        setSaving(false);
        setFieldErrors(result?.fieldErrors ?? {});
        onSaved(result ?? { status: 'error', message: MESSAGES.admin.saveFailed });
      }}
    >
      <input type="hidden" name="ownerKind" value={owner.kind} />
      <input type="hidden" name="ownerId" value={owner.id} />
      <input type="hidden" name="itemId" value={item.id} />
      <TextField id={`${id}-c`} name="caption" label={`Caption of ${what}`} value={caption} onChange={setCaption} error={fieldErrors.caption} />
      <TextField
        id={`${id}-a`}
        name="alt"
        label={`Alt text of ${what}`}
        value={alt}
        onChange={setAlt}
        error={fieldErrors.alt}
        placeholder="What the photo shows, for screen readers"
      />
      <button type="submit" className="btn btn-outline" disabled={saving || !dirty}>
        {saving ? 'Saving…' : 'Save text'}
        <span className="visually-hidden"> of {what}</span>
      </button>
    </form>
  );
}

type TextFieldProps = { id: string; name: string; label: string; value: string; onChange: (value: string) => void; error?: string; placeholder?: string };

/** One of an item's texts (caption, alt text): label, input up to MEDIA_TEXT_MAX, and its error. */
function TextField({ id, name, label, value, onChange, error, placeholder }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="input"
        value={value}
        maxLength={MEDIA_TEXT_MAX}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
