import { offsiteBackupStatus } from '@/lib/server/backups';
import { countOf } from '@/lib/domain/format';
import styles from './dashboard.module.css';

/** "3 hours ago", "2 days ago": an age reads the same in every time zone. */
export function age(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - from.getTime()) / 60_000));
  const [n, unit] = minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.round(minutes / 60), 'hour'] : [Math.round(minutes / 1440), 'day'];
  return n === 0 ? 'just now' : `${countOf(n, unit)} ago`;
}

/**
 * The Dashboard's line on off-site backups (docs/operations.md, "Off-site backups"): when the last
 * encrypted copy left the server, with a warning after 48 hours or when none is set up.
 */
export async function OffsiteBackup({ className }: { className?: string }) {
  const status = await offsiteBackupStatus();
  if (status.kind === 'not-applicable') return null;
  const now = new Date();
  return (
    <section className={className} aria-labelledby="dash-backup">
      <h2 id="dash-backup">Off-site backup</h2>
      {status.kind === 'not-set-up' ? (
        <p className={styles.warn}>
          Not set up: the nightly backups stay on this server, and a lost server takes the families&apos; applications, payments and
          records with it. Set up off-site backups (the operations guide, &ldquo;Off-site backups&rdquo;).
        </p>
      ) : (
        <>
          <p className={status.stale ? styles.warn : undefined}>
            {status.lastSuccess
              ? `Last copy sent ${age(status.lastSuccess.at, now)} (${(status.lastSuccess.bytes / 1024 / 1024).toFixed(1)} MB, encrypted).`
              : 'No copy has been sent yet.'}
            {status.stale ? ' Off-site backups are more than 48 hours old: check the backup job.' : ''}
          </p>
          {status.lastFailure ? <p className={styles.warn}>{`The last attempt failed ${age(status.lastFailure.at, now)}: ${status.lastFailure.reason}`}</p> : null}
        </>
      )}
    </section>
  );
}
