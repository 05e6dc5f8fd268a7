import { HomeSection } from './home-section';
import styles from './sections.module.css';

const STEPS = [
  {
    title: 'Find your puppy',
    text: 'Browse our available puppies and upcoming litters. If nothing fits yet, ask to join the waitlist for a future litter.',
  },
  {
    title: 'Reserve or visit',
    text: 'Reserve your puppy with a deposit, or arrange a farm visit by appointment first. Puppies are not held without a deposit. The deposit is non-refundable, and full payment is due before your puppy leaves.',
  },
  {
    title: 'Meet your puppy',
    text: 'Come meet your puppy and its mother at the farm. Between visits we share photos and updates as your puppy grows.',
  },
  {
    title: 'Welcome home',
    text: 'Your puppy goes home with AKC registration papers, veterinary and vaccination records, and our phone number for life.',
  },
] as const;

export function HowItWorks() {
  return (
    <HomeSection id="steps-title" eyebrow="Four simple steps" title="How It Works" className={`section ${styles.band}`}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.title} className={`card ${styles.step}`}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
