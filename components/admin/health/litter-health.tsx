import Link from '@/components/ui/link';
import { DUE_STATE_LABELS, formatWindow, HEALTH_KIND_LABELS, type DueItem } from '@/lib/domain/health';
import { MESSAGES } from '@/lib/domain/messages';
import type { LitterRecord } from '@/lib/server/puppy-record';
import hub from '../litters/litters-admin.module.css';
import table from '../admin-table.module.css';
import { TreatmentForm } from './treatment-form';
import { TableHead } from '@/components/ui/table-head';

const M = MESSAGES.record;

/**
 * The litter hub's Health section (docs/puppy-record.md): the schedule's steps with their due
 * dates from the birth date and, per step, which puppies still need it; a form to record a
 * treatment; and a link to each puppy's record (identity, checklist, treatments, go-home packet).
 */
export function LitterHealth({ record }: { record: LitterRecord }) {
  const { rows, litter } = record;
  const steps: { item: DueItem; missing: string[]; done: number }[] = [];
  const first = rows[0]?.schedule ?? [];
  for (const [i, step] of first.entries()) {
    const missing = rows.filter((r) => r.schedule[i]?.state !== 'done').map((r) => r.puppy.name);
    const state = rows.some((r) => r.schedule[i]?.state === 'overdue') ? 'overdue' : missing.length === 0 ? 'done' : step.state === 'done' ? 'due' : step.state;
    steps.push({ item: { ...step, state }, missing, done: rows.length - missing.length });
  }
  return (
    <section className={hub.section} aria-labelledby="litter-health" id="health">
      <h2 id="litter-health">Health schedule</h2>
      {rows.length === 0 ? (
        <p>{M.noPuppies}</p>
      ) : (
        <>
          {!litter.life.birthDate ? (
            <p>{M.noBirthDate}</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table className={table.table}>
                <TableHead caption={`Due dates of ${litter.name}`} columns={['Step', 'Due', 'State', 'Still to do']} />
                <tbody>
                  {steps.map((s) => (
                    <tr key={s.item.index} data-state={s.item.state}>
                      <th scope="row">{`${HEALTH_KIND_LABELS[s.item.item.kind]}: ${s.item.item.what}`}</th>
                      <td>{formatWindow(s.item.from, s.item.to)}</td>
                      <td>{DUE_STATE_LABELS[s.item.state]}</td>
                      <td>{s.missing.length ? s.missing.join(', ') : 'None'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className={hub.muted}>
            The schedule template is set once for every litter in <Link href="/admin/puppy-record">Record settings</Link>.
          </p>
          <h3>Record a treatment</h3>
          <TreatmentForm litterId={litter.id} puppies={rows.map((r) => ({ id: r.puppy.id, name: r.puppy.name }))} today={record.today} />
          <h3>Each puppy’s record</h3>
          <ul>
            {rows.map((r) => (
              <li key={r.puppy.id}>
                <Link href={`/admin/litters/${litter.id}/puppies/${r.puppy.id}`}>{`${r.puppy.name}: identity, checklist, treatments and go-home packet`}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
