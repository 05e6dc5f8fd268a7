import styles from './stud-process.module.css';

const STEPS = [
  {
    title: 'Call to discuss your female',
    text: 'Tell us about her pedigree, age, temperament and any past litters. We answer your questions and help you choose the stud who complements her best.',
  },
  {
    title: 'Health testing & paperwork review',
    text: 'Before anything is booked we look over her health clearances, a current brucellosis test and her AKC registration, so both dogs start out healthy.',
  },
  {
    title: 'Schedule by phone around her cycle',
    text: 'Call us as soon as her season starts. Timing depends on her cycle and progesterone results, so every breeding is arranged by phone rather than online.',
  },
  {
    title: 'Breeding at our farm',
    text: 'Bring her to our farm in Albion for a calm, supervised breeding, usually over two visits a day or two apart. We keep her comfortable and stress-free.',
  },
  {
    title: 'Follow-up & registration support',
    text: 'We stay in touch through her pregnancy and provide the signed paperwork you need to register the litter with the AKC.',
  },
] as const;

/** The five-step stud process of docs/product.md §2. */
export function StudProcess() {
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.title}>
            <span className="visually-hidden">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
