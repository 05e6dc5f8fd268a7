import styles from './about.module.css';

const CARDS = [
  {
    title: 'Health first',
    text: 'Parents are screened for hips, elbows, eyes and heart before they are bred. Every puppy is examined by our veterinarian and goes home with its records.',
  },
  {
    title: 'Raised in our home',
    text: 'Puppies are whelped and raised in the house, where they get used to everyday sounds, gentle handling and plenty of visits from our children.',
  },
  {
    title: 'Lifetime support',
    text: 'Our phone number does not expire. Call us with questions about feeding, training or health at any stage of your dog’s life.',
  },
  {
    title: 'Visits by appointment',
    text: 'You are welcome to meet our dogs and see where your puppy grows up. To keep the litters calm and healthy, visits are by appointment only.',
  },
] as const;

export function AboutCards() {
  return (
    <ul className={styles.cards} role="list">
      {CARDS.map((card) => (
        <li key={card.title} className={`card ${styles.card}`}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
