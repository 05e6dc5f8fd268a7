'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { FormState } from '@/lib/domain/form-state';
import styles from './waitlists.module.css';
import { clearPickAction, moveWaitlistEntryAction, passWaitlistEntryAction, recordPickAction, removeWaitlistEntryAction, sortWaitlistAction } from './actions';
import { runAction } from './run-action';
import { useDragReorder } from '../use-drag-reorder';
import { NamedOptions } from '../named-options';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ScriptButton } from '../script-button';

export type WaitlistRow = {
  id: string;
  position: number;
  name: string;
  href: string;
  /** "Deposit $500.00 on Mar 1, 2026", or "No deposit yet". */
  deposit: string;
  hasDeposit: boolean;
  passed: boolean;
  pick: string | null;
  next: boolean;
};

const FAILED = 'Could not update the waitlist. Please try again.';

/**
 * The litter hub's waitlist (docs/family-journey.md): families in order with their deposit state; the
 * owner records each pick with a select of the litter's Available puppies, passes a family's turn,
 * clears a pick or removes a family. Order changes by drag and drop or, from the keyboard, with the
 * Move up / Move down buttons; each change is saved at once and read back.
 */
export function WaitlistRows({ litterId, rows, puppies }: { litterId: string; rows: WaitlistRow[]; puppies: { id: string; name: string }[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The buttons are ScriptButtons and dragging waits for hydration itself; the pick select (controlled) waits here.
  const hydrated = useHydrated();
  const [live, setLive] = useState('');
  const [choice, setChoice] = useState<Record<string, string>>({});

  function run(action: (prev: FormState, fd: FormData) => Promise<FormState>, fields: Record<string, string>) {
    startTransition(async () => {
      const result = await runAction(action, fields, FAILED);
      setLive(result.message ?? '');
      if (result.status === 'ok') router.refresh();
    });
  }
  const move = (row: WaitlistRow, position: number) => {
    if (position < 1 || position > rows.length || position === row.position) return;
    run(moveWaitlistEntryAction, { id: row.id, position: String(position) });
  };
  const drag = useDragReorder(
    rows.map((r) => r.id),
    (from, to) => move(rows[from]!, to + 1),
    pending,
  );

  if (rows.length === 0) return <p className={styles.muted}>No family is on this litter’s waitlist yet. Add one from their application (Admin › Applications).</p>;
  return (
    <>
      <ol className={styles.list} aria-label="Waitlist, in pick order" aria-busy={pending}>
        {rows.map((row, i) => (
          <li
            key={row.id}
            {...drag.rowProps(i, row.id)}
            className={`${styles.row} ${row.next ? styles.next : ''} ${drag.isDropTarget(i) ? styles.dropTarget : ''}`}
          >
            <span className={styles.position} aria-label={`Number ${row.position}`}>
              {row.position}
            </span>
            <span className={styles.who}>
              <Link href={row.href}>{row.name}</Link>
              <span className={row.hasDeposit ? styles.deposit : styles.noDeposit}>{row.deposit}</span>
              {row.next && <span className={styles.badge}>Picks next</span>}
              {row.passed && <span className={styles.badge}>Passed</span>}
            </span>
            <span className={styles.pick}>
              {row.pick ? (
                <>
                  <span>
                    Picked: <strong>{row.pick}</strong>
                  </span>
                  <ScriptButton className="btn btn-outline" disabled={pending} onClick={() => run(clearPickAction, { id: row.id })}>
                    Clear pick
                  </ScriptButton>
                </>
              ) : (
                <>
                  <label className="visually-hidden" htmlFor={`pick-${row.id}`}>
                    Puppy for {row.name}
                  </label>
                  <select
                    id={`pick-${row.id}`}
                    className="input"
                    value={choice[row.id] ?? ''}
                    disabled={pending || !hydrated || puppies.length === 0}
                    onChange={(e) => setChoice((c) => ({ ...c, [row.id]: e.target.value }))}
                  >
                    <option value="">{puppies.length ? 'Choose a puppy…' : 'No Available puppies'}</option>
                    <NamedOptions items={puppies} />
                  </select>
                  <ScriptButton
                    className="btn btn-dark"
                    disabled={pending || !choice[row.id]}
                    onClick={() => run(recordPickAction, { id: row.id, puppyId: choice[row.id] ?? '' })}
                  >
                    Record pick<span className="visually-hidden"> for {row.name}</span>
                  </ScriptButton>
                  <ScriptButton
                    className="btn btn-outline"
                    aria-pressed={row.passed}
                    disabled={pending}
                    onClick={() => run(passWaitlistEntryAction, row.passed ? { id: row.id } : { id: row.id, passed: 'on' })}
                  >
                    {row.passed ? 'Back in line' : 'Pass turn'}
                    <span className="visually-hidden"> for {row.name}</span>
                  </ScriptButton>
                  <ScriptButton className="btn btn-outline" disabled={pending} onClick={() => run(removeWaitlistEntryAction, { id: row.id })}>
                    Remove<span className="visually-hidden"> {row.name}</span>
                  </ScriptButton>
                </>
              )}
            </span>
            <span className={styles.moves}>
              <ScriptButton className="btn btn-outline" disabled={pending || i === 0} onClick={() => move(row, row.position - 1)} aria-label={`Move ${row.name} up`}>
                ↑
              </ScriptButton>
              <ScriptButton className="btn btn-outline" disabled={pending || i === rows.length - 1} onClick={() => move(row, row.position + 1)} aria-label={`Move ${row.name} down`}>
                ↓
              </ScriptButton>
            </span>
          </li>
        ))}
      </ol>
      <p>
        <ScriptButton className="btn btn-outline" disabled={pending} onClick={() => run(sortWaitlistAction, { litterId })}>
          Sort by deposit date
        </ScriptButton>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live}
      </p>
    </>
  );
}
