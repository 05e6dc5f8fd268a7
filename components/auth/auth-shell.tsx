import Image from '@/components/ui/image';
import { DEFAULT_HERO_IMAGE, SITE } from '@/lib/domain/site';
import styles from './auth.module.css';

const PERKS = [
  'See stud color, fee, OFA status and registration',
  'Family-raised AKC puppies, 30+ years of experience',
  'Farm visits in Albion, NY by appointment',
] as const;

/** The card every account page sits in: a picture panel (wide screens only) and the form side. */
export function AuthShell({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.panel} aria-label={`About ${SITE.name} accounts`}>
        <Image
          src={DEFAULT_HERO_IMAGE}
          alt=""
          fill
          priority
          sizes="(min-width: 52rem) 28rem, 1px"
          className={styles.panelImage}
        />
        <p className={styles.panelEyebrow}>{SITE.name}</p>
        <p className={styles.panelTitle}>Your account with our family</p>
        <ul className={styles.panelList}>
          {PERKS.map((perk) => (
            <li key={perk}>
              <CheckIcon />
              <span>{perk}</span>
            </li>
          ))}
        </ul>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export function AuthHeading({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: React.ReactNode }) {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="10" cy="10" r="8.5" strokeWidth="1.6" />
      <path d="M6.2 10.4l2.4 2.4 5.2-5.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
