'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionInfo } from '@/components/auth/use-session-info';
import type { PublicStud, StudDetails } from '@/lib/domain/stud';
import { LockedStudCard, type LoginPrompt } from './stud-card';
import styles from './stud-list.module.css';

// Only signed-in visitors see these: loaded when their details arrive, not with the page (docs/scale.md).
const StudDetailCard = lazy(() => import('./stud-detail-card').then((m) => ({ default: m.StudDetailCard })));
const loadModal = () => import('./stud-details-modal');
const StudDetailsModal = lazy(() => loadModal().then((m) => ({ default: m.StudDetailsModal })));

/**
 * The texts the cards show (MESSAGES.studs, handed over by the page so the catalogue stays on the
 * server), and the login prompt's address, made there too so the return-to rules stay out of this
 * bundle (first-load JS budget, docs/performance.md).
 */
type StudListTexts = { loadError: string; login: LoginPrompt };

type Details =
  /** Not fetched yet (still loading once the visitor is signed in). */
  | { status: 'idle' }
  | { status: 'ready'; byId: Record<string, StudDetails> }
  | { status: 'error' }
  /** The endpoint said 401 (the session ended): behave as for an anonymous visitor. */
  | { status: 'signed-out' };

/**
 * The stud cards. The server hands over only {id, name, preview}; details are fetched from the
 * session-checked endpoint once the visitor is known to be signed in, so they never appear in
 * the static page or its payload.
 */
export function StudList({ studs, phone, texts }: { studs: PublicStud[]; phone: string; texts: StudListTexts }) {
  const session = useSessionInfo();
  const [details, setDetails] = useState<Details>({ status: 'idle' });
  const [open, setOpen] = useState<StudDetails | null>(null);
  // More Info opens a dialog that only exists in the browser: its button stays disabled, saying
  // why, until the dialog's code is here (a press is never silently lost).
  const [modalReady, setModalReady] = useState(false);
  const ready = details.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void loadModal().then(() => live && setModalReady(true));
    return () => {
      live = false;
    };
  }, [ready]);

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const ctrl = new AbortController();
    fetch('/api/studs/details', { credentials: 'same-origin', cache: 'no-store', signal: ctrl.signal })
      .then(async (r) => {
        if (r.status === 401) return setDetails({ status: 'signed-out' });
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as { studs?: StudDetails[] };
        const byId: Record<string, StudDetails> = {};
        for (const s of body.studs ?? []) byId[s.id] = s;
        setDetails({ status: 'ready', byId });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setDetails({ status: 'error' });
      });
    return () => ctrl.abort();
  }, [session.status]);

  const signedIn = session.status === 'authenticated' && details.status !== 'signed-out';
  const loading = signedIn && details.status === 'idle';
  const lockedMode = !signedIn ? 'anonymous' : loading ? 'loading' : 'unavailable';

  return (
    <>
      {details.status === 'error' && (
        <p role="alert" className={styles.alert}>
          {texts.loadError}
        </p>
      )}
      <noscript>
        <p className={styles.alert}>Stud details open in this page with JavaScript: turn it on, then sign in to see them.</p>
      </noscript>
      <ul className={styles.grid} aria-busy={loading}>
        {studs.map((stud) => {
          const d = details.status === 'ready' ? details.byId[stud.id] : undefined;
          return (
            <li key={stud.id}>
              {d ? (
                <Suspense fallback={<LockedStudCard stud={stud} mode="loading" login={texts.login} />}>
                  <StudDetailCard stud={stud} details={d} onMoreInfo={setOpen} moreInfoReady={modalReady} />
                </Suspense>
              ) : (
                <LockedStudCard stud={stud} mode={lockedMode} login={texts.login} />
              )}
            </li>
          );
        })}
      </ul>
      {details.status === 'ready' && (
        <Suspense fallback={null}>
          <StudDetailsModal open={open} onClose={() => setOpen(null)} phone={phone} />
        </Suspense>
      )}
    </>
  );
}
