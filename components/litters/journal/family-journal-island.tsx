'use client';

import { useEffect, useState, type ComponentType } from 'react';

type Props = { litterId: string };

/**
 * The families-only journal (./family-journal), loaded after the page instead of with it (issue
 * 13, first-load JS): it renders nothing until the session is known, which needs a request after
 * the page is up anyway, so the static page and its first paint do not wait for it.
 */
export function FamilyJournalIsland({ litterId }: Props) {
  const [Journal, setJournal] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    import('./family-journal')
      .then((m) => live && setJournal(() => m.FamilyJournal))
      .catch(() => undefined); // A chunk that failed to load (offline): the public journal above still shows.
    return () => {
      live = false;
    };
  }, []);
  return Journal ? <Journal litterId={litterId} /> : null;
}
