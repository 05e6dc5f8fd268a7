'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useSessionInfo } from '@/components/auth/use-session-info';
import type { PublicJournalPost } from '@/lib/domain/journal';
import { JOURNAL_PUBLIC_TEXT as T } from '@/lib/domain/journal-texts';
import { signInHref } from '@/lib/domain/return-to';
import { JournalPostList } from './journal-post';
import styles from './journal.module.css';

type State =
  | { status: 'idle' }
  | { status: 'ready'; posts: PublicJournalPost[] }
  /** 401: the session ended meanwhile. */
  | { status: 'signed-out' }
  /** 403: signed in, but not a family of this litter. */
  | { status: 'not-linked' }
  | { status: 'error' };

/**
 * Families-only posts, fetched from /api/litters/[id]/journal (session and link checked on the
 * server) once the visitor is known to be signed in; anonymous visitors get a sign-in hint and
 * no request. The static page never holds these posts.
 */
export function FamilyJournal({ litterId }: { litterId: string }) {
  const session = useSessionInfo();
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const ctrl = new AbortController();
    fetch(`/api/litters/${encodeURIComponent(litterId)}/journal`, { credentials: 'same-origin', cache: 'no-store', signal: ctrl.signal })
      .then(async (r) => {
        if (r.status === 401) return setState({ status: 'signed-out' });
        if (r.status === 403) return setState({ status: 'not-linked' });
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as { posts?: PublicJournalPost[] };
        setState({ status: 'ready', posts: body.posts ?? [] });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setState({ status: 'error' });
      });
    return () => ctrl.abort();
  }, [session.status, litterId]);

  if (session.status === 'loading') return null;
  if (session.status === 'unauthenticated' || state.status === 'signed-out') {
    return (
      <p className={styles.hint}>
        {T.signInToFollow}{' '}
        <Link href={signInHref(`/litters/${litterId}`)}>Sign in</Link>
      </p>
    );
  }
  if (state.status === 'not-linked') return <p className={styles.hint}>{T.notLinked}</p>;
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.hint}>
        {T.loadError}
      </p>
    );
  }
  return (
    <div className={styles.families} aria-busy={state.status === 'idle'} aria-live="polite">
      <h2 className={styles.familiesHeading}>{T.familiesHeading}</h2>
      {state.status === 'idle' ? (
        <p className={styles.empty}>Loading…</p>
      ) : state.posts.length === 0 ? (
        <p className={styles.empty}>{T.familiesEmpty}</p>
      ) : (
        <JournalPostList posts={state.posts} className={styles.list} />
      )}
    </div>
  );
}
