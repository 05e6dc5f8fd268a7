import Link from '@/components/ui/link';
import blocks from '@/components/admin/admin-blocks.module.css';
import { DUE_STATE_LABELS, formatWindow, HEALTH_KIND_LABELS } from '@/lib/domain/health';
import { adminPageLoad } from '@/lib/server/admin-page';
import { dueAcrossLitters } from '@/lib/server/puppy-record';

/** The Dashboard's list of treatments due or overdue today across litters (docs/puppy-record.md). */
export async function DueToday({ className }: { className?: string }) {
  const read = await adminPageLoad('due treatments', (backend) => dueAcrossLitters({ backend }));
  const rows = read.ok ? read.data : null;
  return (
    <section className={className} aria-labelledby="dash-due">
      <h2 id="dash-due">Due today</h2>
      {rows === null ? (
        <p>Could not read the health schedules.</p>
      ) : rows.length === 0 ? (
        <p>Nothing is due or overdue today.</p>
      ) : (
        <ul aria-label="Treatments due or overdue">
          {rows.map((r) => (
            <li key={`${r.puppyId}-${r.item.index}`}>
              <strong>{DUE_STATE_LABELS[r.item.state]}</strong>
              {`: ${r.puppyName} (${r.litterName}), ${HEALTH_KIND_LABELS[r.item.item.kind]}: ${r.item.item.what}, ${formatWindow(r.item.from, r.item.to)} `}
              <Link href={`/admin/litters/${r.litterId}#health`}>{`Open ${r.litterName}`}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/admin/puppy-record" className={blocks.tapLink}>
          Record settings and calendar feed
        </Link>
      </p>
    </section>
  );
}
