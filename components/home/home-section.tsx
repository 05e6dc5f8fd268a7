import type { ReactNode } from 'react';
import styles from './sections.module.css';

type Props = {
  /** The h2's id, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  /** The section's classes: `section` and, for a tinted band, the band's. */
  className?: string;
  /** A lead paragraph under the heading. */
  lead?: ReactNode;
  children: ReactNode;
};

/** A home page section of cards (intro, what we offer, how it works): eyebrow, h2 and lead above its list. */
export function HomeSection({ id, eyebrow, title, className = 'section', lead, children }: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id}>{title}</h2>
          {lead}
        </div>
        {children}
      </div>
    </section>
  );
}
