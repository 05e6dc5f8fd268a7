import styles from './badge.module.css';

/** "3 new" on an admin tab or the phone's menu button; nothing when there is nothing new. */
export function MenuBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      {' '}
      <span className={styles.badge}>
        {count > 99 ? '99+' : count}
        <span className="visually-hidden"> new</span>
      </span>
    </>
  );
}
