import styles from './listing-section.module.css';

/** The listing's frame: the same on the page, while loading and on error, so nothing jumps. */
export function ListingSection({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="listings-heading" aria-busy={busy || undefined}>
      <div className="container">
        <h2 id="listings-heading" className="visually-hidden">
          Available puppies and litters
        </h2>
        {children}
      </div>
    </section>
  );
}
