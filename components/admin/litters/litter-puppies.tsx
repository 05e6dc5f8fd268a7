'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { PUPPY_STATUSES } from '@/lib/domain/entry';
import { MESSAGES } from '@/lib/domain/messages';
import { notify } from '../action-feedback';
import { useHydrated } from '@/components/ui/use-hydrated';
import { setPuppyStatusAction } from '../puppies/actions';
import { assignPuppyToLitterAction } from './actions';
import { ReorderList } from './reorder-list';
import styles from './litters-admin.module.css';

type PuppyRow = { id: string; name: string; status: string };

/**
 * The litter hub's Puppies section: the litter's puppies in their order (drag, or move up/down),
 * adding a puppy that is in no litter yet, and taking one out. New puppies are made in Admin ›
 * Puppies as before; adopted ones stay here (and on the public page) instead of being deleted.
 */
export function LitterPuppies({ litterId, litterName, puppies, candidates }: { litterId: string; litterName: string; puppies: PuppyRow[]; candidates: PuppyRow[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState('');
  const addId = useId();
  const removeId = useId();

  // Assigning revalidates the puppies tag, so its answer carries the re-rendered hub; a status change
  // invalidates the public pages only after the response (invalidatePublicAfterResponse), so the hub
  // refreshes itself after it (docs/admin-forms.md).
  function run(puppyId: string, target: string, done: () => void) {
    send(() => assignPuppyToLitterAction(puppyId, target), done, false);
  }

  function send(action: () => ReturnType<typeof assignPuppyToLitterAction>, done: () => void = () => undefined, refresh = true) {
    startTransition(async () => {
      let result;
      try {
        result = await action();
      } catch {
        result = { status: 'error' as const, message: MESSAGES.admin.saveFailed };
      }
      notify(result);
      if (result.status === 'ok') {
        done();
        if (refresh) router.refresh();
      }
    });
  }

  return (
    <div className={styles.puppies}>
      {puppies.length === 0 ? (
        <p className={styles.muted}>No puppies in {litterName} yet.</p>
      ) : (
        <ReorderList
          label={`Order of the puppies of ${litterName}`}
          items={puppies.map((p) => ({
            id: p.id,
            label: p.name,
            // Adopted puppies stay in the litter: when all are Adopted it moves to Past litters.
            extra: <StatusSelect key={`${p.id}-${p.status}`} puppy={p} disabled={pending} onChange={(status) => send(() => setPuppyStatusAction(p.id, status))} />,
          }))}
        />
      )}
      <div className={styles.assignRow}>
        <label htmlFor={addId}>Add a puppy to this litter</label>
        <select id={addId} className="input" value={adding} onChange={(e) => setAdding(e.currentTarget.value)} disabled={pending}>
          <option value="">Choose a puppy…</option>
          {candidates.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-dark" disabled={pending || !adding} onClick={() => run(adding, litterId, () => setAdding(''))}>
          Add puppy
        </button>
      </div>
      {puppies.length > 0 && (
        <div className={styles.assignRow}>
          <label htmlFor={removeId}>Take a puppy out of this litter</label>
          <select id={removeId} className="input" value={removing} onChange={(e) => setRemoving(e.currentTarget.value)} disabled={pending}>
            <option value="">Choose a puppy…</option>
            {puppies.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-outline" disabled={pending || !removing} onClick={() => run(removing, '', () => setRemoving(''))}>
            Remove from litter
          </button>
        </div>
      )}
    </div>
  );
}

/** A puppy's status (docs/product.md §4's four; an older stored word shown as it is) from the litter hub. */
function StatusSelect({ puppy, disabled, onChange }: { puppy: PuppyRow; disabled: boolean; onChange: (status: string) => void }) {
  const id = useId();
  // A change is sent by the script: the select waits for it (disabled in the server's HTML).
  const hydrated = useHydrated();
  const known = (PUPPY_STATUSES as readonly string[]).includes(puppy.status);
  return (
    <span className={styles.statusField}>
      <label htmlFor={id} className="visually-hidden">
        Status of {puppy.name}
      </label>
      <select id={id} className="input" defaultValue={puppy.status} disabled={disabled || !hydrated} onChange={(e) => onChange(e.currentTarget.value)}>
        {!known && <option value={puppy.status}>{puppy.status}</option>}
        {PUPPY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </span>
  );
}
