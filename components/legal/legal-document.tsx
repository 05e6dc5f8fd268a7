import { formatLongDate } from './long-date';
import { PrintButton } from './print-button';
import styles from './legal.module.css';

export type LegalSection = { id: string; title: string; body: React.ReactNode };

type Props = {
  title: string;
  intro: React.ReactNode;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: readonly LegalSection[];
  printLabel: string;
  /** Rendered after the text, e.g. the sticky contact bar. */
  footer?: React.ReactNode;
};

/** Shared frame of /privacy and /terms: title, last-updated date, table of contents, numbered sections. */
export function LegalDocument({ title, intro, lastUpdated, sections, printLabel, footer }: Props) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className="container">
          <p className="eyebrow no-print">Legal</p>
          <h1>{title}</h1>
          <p className={styles.updated}>
            Last updated: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          <PrintButton label={printLabel} />
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            Contents
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.body}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section}>
              <h2 id={`${s.id}-title`}>
                <span className={styles.num} aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
      {footer}
    </div>
  );
}
