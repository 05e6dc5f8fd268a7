import styles from './admin-table.module.css';

/** The heading block of an admin tab. */
export function AdminPageHead({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <header className={styles.pageHead}>
      <div>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {children}
    </header>
  );
}
