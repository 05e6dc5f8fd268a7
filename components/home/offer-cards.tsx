import Link from '@/components/ui/link';
import { HomeSection } from './home-section';
import styles from './sections.module.css';

const OFFERS = [
  {
    title: 'Puppy adoption',
    text: 'AKC-registered golden retriever puppies, raised with children and checked by our veterinarian before they leave.',
    href: '/puppies',
    cta: 'See available puppies',
    icon: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z',
  },
  {
    title: 'Stud services',
    text: 'Health-tested AKC studs for approved females. Stud services are scheduled by phone.',
    href: '/studs',
    cta: 'Meet our studs',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
  {
    title: 'Lifetime support',
    text: 'Questions about feeding, training or health, months or years from now? Call us. We are here for the life of your dog.',
    href: '/contact',
    cta: 'Ask us a question',
    icon: 'M4 5h16v10H8l-4 4z',
  },
  {
    title: 'Farm visits',
    text: 'Meet our dogs and see where your puppy grows up. Visits are by appointment only.',
    href: '/contact',
    cta: 'Request a visit',
    icon: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  },
] as const;

export function OfferCards() {
  return (
    <HomeSection id="offer-title" eyebrow="Here for every step" title="What We Offer">
      <ul className={styles.cards4} role="list">
        {OFFERS.map((offer) => (
          <li key={offer.title} className={`card ${styles.card} ${styles.offer}`}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d={offer.icon} />
            </svg>
            <h3>{offer.title}</h3>
            <p>{offer.text}</p>
            <Link href={offer.href} className={styles.more}>
              {offer.cta}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
