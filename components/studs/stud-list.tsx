'use client';

import { useEffect, useState } from 'react';
import { useSessionInfo } from '@/components/auth/use-session-info';
import { Modal } from '@/components/ui/modal';
import { MESSAGES } from '@/lib/domain/messages';
import type { PublicStud, StudDetails } from '@/lib/domain/stud';
import { LockedStudCard, StudDetailCard } from './stud-card';
import { StudMoreInfo } from './stud-more-info';
import styles from './stud-list.module.css';

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
export function StudList({ studs, phone }: { studs: PublicStud[]; phone: string }) {
  const session = useSessionInfo();
  const [details, setDetails] = useState<Details>({ status: 'idle' });
  const [open, setOpen] = useState<StudDetails | null>(null);

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
          {MESSAGES.studs.loadError}
        </p>
      )}
      <ul className={styles.grid} aria-busy={loading}>
        {studs.map((stud) => {
          const d = details.status === 'ready' ? details.byId[stud.id] : undefined;
          return (
            <li key={stud.id}>
              {d ? (
                <StudDetailCard stud={stud} details={d} onMoreInfo={setOpen} />
              ) : (
                <LockedStudCard stud={stud} mode={lockedMode} />
              )}
            </li>
          );
        })}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? 'Stud details'}>
        {open && <StudMoreInfo stud={open} phone={phone} />}
      </Modal>
    </>
  );
}
