import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminRecordMissing } from '@/components/admin/admin-record-page';
import { DeleteTreatment } from '@/components/admin/health/delete-treatment';
import { IdentityForm } from '@/components/admin/record/identity-form';
import styles from '@/components/admin/litters/litters-admin.module.css';
import table from '@/components/admin/admin-table.module.css';
import { GrowthChart } from '@/components/family-status/growth-chart';
import { weightFieldValue } from '@/lib/domain/growth';
import { DUE_STATE_LABELS, formatWindow, HEALTH_KIND_LABELS } from '@/lib/domain/health';
import { adminPageRead } from '@/lib/server/admin-page';
import { chartView, litterRecord } from '@/lib/server/puppy-record';
import { growthChartModel } from '@/lib/domain/growth-chart';
import { TableHead } from '@/components/ui/table-head';

export const metadata: Metadata = { title: 'Puppy record' };

/** One puppy's record (docs/puppy-record.md): identity and checklist, treatments, schedule, chart, packet. */
export default async function AdminPuppyRecordPage({ params }: { params: Promise<{ id: string; puppyId: string }> }) {
  const { id, puppyId } = await params;
  const read = await adminPageRead(async (backend) => {
    const litter = await backend.litters.get({ id });
    if (!litter) return null;
    const record = await litterRecord(litter, backend);
    const row = record.rows.find((r) => r.puppy.id === puppyId);
    return row ? { record, row } : null;
  });
  if (!read) return <AdminRecordMissing back={{ href: `/admin/litters/${encodeURIComponent(id)}`, label: 'Back to the litter' }} what="puppy in this litter" />;
  const { record, row } = read;
  const { unit } = record.settings;
  const chart = chartView(
    growthChartModel({ series: [{ id: row.puppy.id, name: row.puppy.name, points: row.weights }], unit, average: false, startDay: record.litter.life.birthDate }),
    `Growth of ${row.puppy.name}`,
    `puppy-${row.puppy.id}`,
  );
  return (
    <>
      <AdminPageHead title={row.puppy.name} lead={`Record · ${record.litter.name}`}>
        <div className={styles.headLinks}>
          <Link href={`/admin/litters/${record.litter.id}`} className="btn btn-outline">
            Back to the litter
          </Link>
          <a href={`/api/puppy-record/${row.puppy.id}/packet`} className="btn btn-primary" download>
            Download go-home packet (PDF)
          </a>
        </div>
      </AdminPageHead>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="puppy-identity">
          <h2 id="puppy-identity">Identity and go-home</h2>
          <IdentityForm identity={row.identity} unit={unit} goHomeWeight={row.identity.goHomeGrams ? weightFieldValue(row.identity.goHomeGrams, unit) : ''} />
        </section>
        <section className={styles.section} aria-labelledby="puppy-schedule">
          <h2 id="puppy-schedule">Schedule</h2>
          {row.schedule.length === 0 ? (
            <p>Set the litter’s birth date to get due dates.</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table className={table.table}>
                <TableHead caption={`Schedule of ${row.puppy.name}`} columns={['Step', 'Due', 'State']} />
                <tbody>
                  {row.schedule.map((s) => (
                    <tr key={s.index}>
                      <th scope="row">{`${HEALTH_KIND_LABELS[s.item.kind]}: ${s.item.what}`}</th>
                      <td>{formatWindow(s.from, s.to)}</td>
                      <td>{s.done ? `Done ${s.done.date}` : DUE_STATE_LABELS[s.state]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className={styles.section} aria-labelledby="puppy-treatments">
          <h2 id="puppy-treatments">Treatments given</h2>
          {row.health.length === 0 ? (
            <p>Nothing recorded yet. Record treatments on the litter’s page.</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">What</th>
                    <th scope="col">Product and lot</th>
                    <th scope="col">Given by</th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {row.health.map((e) => (
                    <tr key={e.id}>
                      <td>{e.date}</td>
                      <td>{`${HEALTH_KIND_LABELS[e.kind]}: ${e.what}`}</td>
                      <td>{[e.product, e.lot && `lot ${e.lot}`].filter(Boolean).join(', ')}</td>
                      <td>{e.givenBy}</td>
                      <td>
                        <DeleteTreatment id={e.id} label={`${e.what} of ${e.date}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className={styles.section} aria-labelledby="puppy-growth">
          <h2 id="puppy-growth">Growth</h2>
          <GrowthChart chart={chart} tableId={`puppy-table-${row.puppy.id}`} />
        </section>
      </div>
    </>
  );
}
