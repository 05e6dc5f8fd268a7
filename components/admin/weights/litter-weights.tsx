import { GrowthChart } from '@/components/family-status/growth-chart';
import { formatWeight } from '@/lib/domain/growth';
import { MESSAGES } from '@/lib/domain/messages';
import { seriesName, type LitterRecord } from '@/lib/server/puppy-record';
import { PublicChartForm } from './public-chart-form';
import { WeightsForm } from './weights-form';
import hub from '../litters/litters-admin.module.css';
import styles from './weights.module.css';

const M = MESSAGES.record;

/** Flags of one puppy, in words (docs/puppy-record.md: lost weight, or more than 10 % under average). */
function flagsOf(r: LitterRecord['rows'][number]): string[] {
  const out: string[] = [];
  if (r.flag.lost) out.push(M.lostFlag);
  if (r.flag.underAverage && r.flag.fromAverage !== null) out.push(M.underFlag(Math.round(-r.flag.fromAverage * 100)));
  return out;
}

/** The litter hub's Weights section: the weigh-in form, the flagged puppies and the growth chart. */
export function LitterWeights({ record }: { record: LitterRecord }) {
  const { rows, settings } = record;
  const flagged = rows.map((r) => ({ r, flags: flagsOf(r) })).filter((x) => x.flags.length);
  return (
    <section className={hub.section} aria-labelledby="litter-weights" id="weights">
      <h2 id="litter-weights">Weights and growth</h2>
      {rows.length === 0 ? (
        <p>{M.noPuppies}</p>
      ) : (
        <>
          <WeightsForm
            litterId={record.litter.id}
            unit={settings.unit}
            now={record.nowMinute}
            rows={rows.map((r) => ({
              puppyId: r.puppy.id,
              name: seriesName(r.puppy, r.identity),
              last: r.flag.latest ? `${formatWeight(r.flag.latest.grams, settings.unit)} at ${r.flag.latest.at.replace('T', ' ')}` : null,
              flags: flagsOf(r),
            }))}
          />
          <h3>Flagged puppies</h3>
          {flagged.length === 0 ? (
            <p>No puppy is flagged.</p>
          ) : (
            <ul className={styles.flags} aria-label="Flagged puppies">
              {flagged.map(({ r, flags }) => (
                <li key={r.puppy.id}>
                  <strong>{r.puppy.name}</strong>: {flags.join('; ')}
                </li>
              ))}
            </ul>
          )}
          <h3>Growth chart</h3>
          <GrowthChart chart={record.chart} tableId={`weights-table-${record.litter.id}`} />
          <PublicChartForm litterId={record.litter.id} shown={settings.publicChartLitterIds.includes(record.litter.id)} litterPublic={record.litter.public} />
        </>
      )}
    </section>
  );
}
