import { DUE_STATE_LABELS, formatWindow, HEALTH_KIND_LABELS, REGISTRATION_STATUS_LABELS } from '@/lib/domain/health';
import { MESSAGES } from '@/lib/domain/messages';
import type { FamilyPuppyRecord } from '@/lib/server/puppy-record';
import styles from './family-status.module.css';
import { GrowthChart } from './growth-chart';

const M = MESSAGES.record;

/**
 * The family's own puppy's record (docs/puppy-record.md), on /status/<token> and /account/journey:
 * its growth chart against the litter average, its treatments, the next due dates (those after
 * go-home included) and its identity, with the go-home packet to download. Only the puppies this
 * family picked reach here (lib/server/puppy-record.ts familyPuppyRecords).
 */
export function PuppyRecordView({ records, packetHref, headingLevel = 2 }: { records: FamilyPuppyRecord[]; packetHref: (puppyId: string) => string; headingLevel?: 2 | 3 }) {
  if (!records.length) return null;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className={styles.journey} style={{ marginTop: 'var(--space-6)' }}>
      {records.map((r) => (
        <section key={r.puppyId} className={styles.card} aria-labelledby={`record-${r.puppyId}`} data-testid="puppy-record">
          <H id={`record-${r.puppyId}`}>{M.familyHeading(r.name)}</H>
          <dl className={styles.facts}>
            {r.litterName ? (
              <>
                <dt>Litter</dt>
                <dd>{r.litterName}</dd>
              </>
            ) : null}
            <dt>Latest weight</dt>
            <dd>{r.latest ?? M.familyNoWeights}</dd>
            {r.identity.microchip ? (
              <>
                <dt>Microchip</dt>
                <dd>{r.identity.microchip}</dd>
              </>
            ) : null}
            {r.identity.registrationBody || r.identity.registrationNumber ? (
              <>
                <dt>Registration</dt>
                <dd>{[r.identity.registrationBody, r.identity.registrationNumber, REGISTRATION_STATUS_LABELS[r.identity.registrationStatus]].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
            {r.identity.goHomeDate ? (
              <>
                <dt>Go-home date</dt>
                <dd>{formatWindow(r.identity.goHomeDate, r.identity.goHomeDate)}</dd>
              </>
            ) : null}
          </dl>
          <Sub>Growth</Sub>
          <GrowthChart chart={r.chart} tableId={`family-table-${r.puppyId}`} />
          <Sub>{M.familyNextDue}</Sub>
          {r.next.length === 0 ? (
            <p>{M.familyNothingDue}</p>
          ) : (
            <ul aria-label={`${M.familyNextDue} for ${r.name}`}>
              {r.next.map((n) => (
                <li key={n.index}>{`${HEALTH_KIND_LABELS[n.item.kind]}: ${n.item.what}, ${formatWindow(n.from, n.to)} (${DUE_STATE_LABELS[n.state]})`}</li>
              ))}
            </ul>
          )}
          <Sub>{M.familyHealth}</Sub>
          {r.health.length === 0 ? (
            <p>{M.familyNoHealth}</p>
          ) : (
            <ul aria-label={`${M.familyHealth} of ${r.name}`}>
              {r.health.map((e) => (
                <li key={e.id}>{`${e.date} · ${HEALTH_KIND_LABELS[e.kind]}: ${e.what}${e.product ? ` (${e.product}${e.lot ? `, lot ${e.lot}` : ''})` : ''}`}</li>
              ))}
            </ul>
          )}
          <p>
            <a href={packetHref(r.puppyId)} className="btn btn-outline" download>
              {M.packetLink(r.name)}
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
