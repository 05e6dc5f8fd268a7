'use client';

import { useState } from 'react';
import { LitterLifeForm, type ParentChoice } from './litter-life-form';
import { ReorderList } from './reorder-list';
import styles from './litters-admin.module.css';

type LitterRow = { id: string; name: string; stage: string; stageLabel: string; puppies: number; public: boolean };

function detail(r: LitterRow): string {
  return `${r.stageLabel} · ${r.puppies} ${r.puppies === 1 ? 'puppy' : 'puppies'}${r.public ? '' : ' · hidden'}`;
}

/** Admin › Litters: New litter, current litters in their order, and Past litters (all placed). */
export function LittersAdmin({ current, past, dams, sires }: { current: LitterRow[]; past: LitterRow[]; dams: ParentChoice[]; sires: ParentChoice[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <details className={styles.newLitter} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>New litter</summary>
        {open && <LitterLifeForm litter={null} dams={dams} sires={sires} onDone={() => setOpen(false)} />}
      </details>
      <section className={styles.group} aria-labelledby="current-litters">
        <h2 id="current-litters">Current litters</h2>
        {current.length === 0 ? (
          <p className={styles.muted}>No current litters.</p>
        ) : (
          <ReorderList label="Order of the current litters" items={current.map((r) => ({ id: r.id, label: r.name, detail: detail(r), href: `/admin/litters/${r.id}` }))} />
        )}
      </section>
      <section className={styles.group} aria-labelledby="past-litters">
        <h2 id="past-litters">Past litters</h2>
        {past.length === 0 ? (
          <p className={styles.muted}>No past litters yet. A litter moves here when all its puppies are Adopted or its stage is All placed.</p>
        ) : (
          <ul>
            {past.map((r) => (
              <li key={r.id}>
                <a href={`/admin/litters/${r.id}`}>{r.name}</a> <span className={styles.muted}>{detail(r)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
