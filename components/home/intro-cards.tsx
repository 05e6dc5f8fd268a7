import Link from '@/components/ui/link';
import { SITE } from '@/lib/domain/site';
import { HomeSection } from './home-section';
import styles from './sections.module.css';

const CARDS = [
  {
    title: 'Raised in our home',
    text: 'Litters are born in our house, not a kennel building. Puppies hear the dishwasher, meet our children and learn early that people are kind.',
  },
  {
    title: 'Health-tested parents',
    text: 'Our adult dogs are screened for hips, elbows, eyes and heart before they are bred, and every puppy is checked by our veterinarian before going home.',
  },
  {
    title: `${SITE.yearsExperience} years with goldens`,
    text: 'We have raised golden retrievers for more than three decades, and families who took a puppy home years ago still call us with news and questions.',
  },
] as const;

export function IntroCards() {
  return (
    <HomeSection
      id="intro-title"
      eyebrow="Meet the breeder"
      title="A small family breeder, not a kennel"
      lead={
        <p className="lead">
          We are a family in Albion, New York, raising a few litters a year on our farm. Every puppy gets our time and
          attention, and every family gets a straight answer. <Link href="/about">Read our story</Link>.
        </p>
      }
    >
      <ul className={styles.cards3} role="list">
        {CARDS.map((card) => (
          <li key={card.title} className={`card ${styles.card}`}>
            <span className={styles.mark} aria-hidden="true" />
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
