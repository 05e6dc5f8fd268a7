import { LITTER_STAGE_LABELS, type LitterStage } from '@/lib/domain/litter';
import styles from './litters.module.css';

/** The stage badge of a litter (the words of the lifecycle). */
export function LitterStageBadge({ stage }: { stage: LitterStage }) {
  return <span className={stage === 'placed' ? `${styles.stage} ${styles.stagePlaced}` : styles.stage}>{LITTER_STAGE_LABELS[stage]}</span>;
}
