import { load } from '@/lib/server/data';
import { getPublicTestimonials } from '@/lib/server/testimonials';
import styles from './testimonials.module.css';

/**
 * "From our families": the published testimonials (docs/testimonials.md), a cached read tagged
 * `testimonials`, so it suits static/ISR pages. Renders nothing when none is published or the read
 * fails: the page around it stands on its own.
 */
export async function Testimonials({ id = 'testimonials-title' }: { id?: string }) {
  const loaded = await load('testimonials', getPublicTestimonials);
  if (!loaded.ok || loaded.data.length === 0) return null;
  return (
    <section className={`section ${styles.section}`} aria-labelledby={id}>
      <div className="container">
        <p className="eyebrow">Testimonials</p>
        <h2 id={id} className={styles.title}>
          From our families
        </h2>
        <ul className={styles.list}>
          {loaded.data.map((t) => (
            <li key={t.id}>
              <figure className={styles.card}>
                <blockquote className={styles.text}>
                  {t.text.split(/\n+/).map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
                </blockquote>
                <figcaption className={styles.who}>
                  {t.name}
                  {t.place ? <span className={styles.place}>, {t.place}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
