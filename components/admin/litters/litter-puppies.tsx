'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { priceText } from '@/lib/domain/entry-details';
import { PUPPY_STATUSES } from '@/lib/domain/entry';
import type { FormState, RowState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { Puppy } from '@/lib/domain/puppy';
import { notify } from '../action-feedback';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRowAction } from '../use-admin-list';
import { deletePuppyAction, setPuppyStatusAction, togglePuppyPublicAction } from '../puppies/actions';
import { PuppyForm } from '../puppies/puppy-form';
import table from '../admin-table.module.css';
import { assignPuppyToLitterAction } from './actions';
import { HubEditor } from './hub-editor';
import { ReorderList } from './reorder-list';
import { NamedOptions } from '../named-options';
import styles from './litters-admin.module.css';
import { ScriptButton } from '../script-button';

type PuppyRow = { id: string; name: string; status: string };

/** What a new puppy of this litter starts with (the owner can change each). */
type NewPuppyDefaults = Partial<Pick<Puppy, 'color' | 'damName' | 'studName' | 'dob'>>;

type Props = { litterId: string; litterName: string; puppies: Puppy[]; candidates: PuppyRow[]; defaults: NewPuppyDefaults };

/**
 * A form starts from the record as it is now: a select keeps its first value, so a status set in the
 * list above (or a new order) must not be saved back over by an editor mounted before it.
 */
export function recordKey(p: Puppy): string {
  return `${p.id}|${p.updatedAt}|${p.order}|${p.status}|${p.public}`;
}

/** One line about a puppy under its name: sex, color, price (as the public card says it), hidden. */
function detailOf(p: Puppy): string {
  return [p.sex, p.color, priceText(p, MESSAGES.puppies.contactForPricing), p.public ? null : 'Hidden from the site'].filter(Boolean).join(' · ');
}

/**
 * The litter hub's Puppies section, the one place where a litter's puppies are looked after
 * (docs/admin-forms.md, "A litter and its puppies"): their order (drag, or move up/down) and status;
 * each puppy's own form (the Puppies tab's PuppyForm, same fields and checks), Hide/Show and
 * Delete; a new puppy made straight into the litter; and one in no litter added, or one taken out.
 * Adopted puppies stay here (and on the public page) instead of being deleted.
 */
export function LitterPuppies({ litterId, litterName, puppies, candidates, defaults }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState('');
  // The two selects are controlled: a choice made before hydration would be put back (docs/admin-forms.md).
  const hydrated = useHydrated();
  const addId = useId();
  const removeId = useId();

  // Assigning revalidates the puppies tag, so its answer carries the re-rendered hub; a status change
  // invalidates the public pages only after the response (invalidatePublicAfterResponse), so the hub
  // refreshes itself after it (docs/admin-forms.md).
  function run(puppyId: string, target: string, done: () => void) {
    send(() => assignPuppyToLitterAction(puppyId, target), done, false);
  }

  function send(action: () => Promise<FormState>, done: () => void = () => undefined, refresh = true) {
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
        <>
          <h3 className={styles.subhead}>Order and status</h3>
          <ReorderList
            label={`Order of the puppies of ${litterName}`}
            items={puppies.map((p) => ({
              id: p.id,
              label: p.name,
              detail: detailOf(p),
              // Adopted puppies stay in the litter: when all are Adopted it moves to Past litters.
              extra: <StatusSelect key={`${p.id}-${p.status}`} puppy={p} disabled={pending} onChange={(status) => send(() => setPuppyStatusAction(p.id, status))} />,
            }))}
          />
          <h3 className={styles.subhead}>Edit, hide or delete</h3>
          <ul className={styles.editList} aria-label={`Puppies of ${litterName}`}>
            {puppies.map((p) => (
              <li key={p.id} className={styles.editItem}>
                <HubEditor summary={`Edit ${p.name}`}>
                  {(close) => <PuppyForm key={recordKey(p)} entry={p} hub={{ type: 'puppy' }} onSaved={close} onCancel={close} />}
                </HubEditor>
                <PuppyButtons puppy={p} />
              </li>
            ))}
          </ul>
        </>
      )}
      <HubEditor summary="New puppy in this litter">
        {(close) => <PuppyForm entry={null} hub={{ type: 'puppy', litterId, defaults }} onSaved={close} onCancel={close} />}
      </HubEditor>
      <div className={styles.assignRow}>
        <label htmlFor={addId}>Add a puppy to this litter</label>
        <select id={addId} className="input" value={adding} onChange={(e) => setAdding(e.currentTarget.value)} disabled={pending || !hydrated}>
          <option value="">Choose a puppy…</option>
          <NamedOptions items={candidates} />
        </select>
        <ScriptButton className="btn btn-dark" disabled={pending || !adding} onClick={() => run(adding, litterId, () => setAdding(''))}>
          Add puppy
        </ScriptButton>
      </div>
      {puppies.length > 0 && (
        <div className={styles.assignRow}>
          <label htmlFor={removeId}>Take a puppy out of this litter</label>
          <select id={removeId} className="input" value={removing} onChange={(e) => setRemoving(e.currentTarget.value)} disabled={pending || !hydrated}>
            <option value="">Choose a puppy…</option>
            <NamedOptions items={puppies} />
          </select>
          <ScriptButton className="btn btn-outline" disabled={pending || !removing} onClick={() => run(removing, '', () => setRemoving(''))}>
            Remove from litter
          </ScriptButton>
        </div>
      )}
    </div>
  );
}

/**
 * Hide/Show and Delete of one puppy, the Puppies tab's actions: disabled until the script runs and
 * while one runs; Delete asks first and stands apart. Hiding invalidates the public pages after the
 * response, so the hub refreshes itself; a delete revalidates and answers with the new hub.
 */
function PuppyButtons({ puppy }: { puppy: Puppy }) {
  const router = useRouter();
  const { pending, disabled, run, runDelete } = useRowAction<Puppy>((result: RowState<Puppy>) => {
    notify(result);
    if (result.status === 'ok' && result.row) router.refresh();
  });
  const who = <span className="visually-hidden"> {puppy.name}</span>;
  return (
    <div className={styles.puppyButtons} aria-busy={pending || undefined}>
      <ScriptButton className={table.action} disabled={disabled} onClick={() => run(() => togglePuppyPublicAction(puppy.id), MESSAGES.admin.saveFailed)}>
        {puppy.public ? 'Hide from site' : 'Show on site'}
        {who}
      </ScriptButton>
      <ScriptButton
        className={`${table.action} ${table.danger} ${styles.apart}`}
        disabled={disabled}
        onClick={() => runDelete(puppy.name, () => deletePuppyAction(puppy.id), MESSAGES.admin.deleteFailed)}
      >
        Delete{who}
      </ScriptButton>
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
