import { formatDate } from '@/lib/domain/format';
import { litterTimeline, type LitterLife, type LitterStage } from '@/lib/domain/litter';
import styles from './litters.module.css';

/** The lifecycle as an ordered list: done, current (aria-current) and to come, with dates when known. */
export function LitterTimeline({ life, stage }: { life: LitterLife; stage: LitterStage }) {
  const steps = litterTimeline(life, stage);
  return (
    <ol className={styles.timeline}>
      {steps.map((s) => (
        <li
          key={s.stage}
          className={`${styles.step} ${s.state === 'done' ? styles.stepDone : s.state === 'current' ? styles.stepCurrent : ''}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <strong>{s.label}</strong>
          <span className={styles.muted}>{s.date ? formatDate(s.date) : s.state === 'done' ? 'Done' : s.state === 'current' ? 'Now' : 'To come'}</span>
        </li>
      ))}
    </ol>
  );
}
