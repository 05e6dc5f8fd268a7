import IntentLink from '@/components/ui/intent-link';
import { SITE } from '@/lib/domain/site';
import styles from './site-header.module.css';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  return (
    <header className={`${styles.header} no-print`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <IntentLink href="/" className={styles.brand}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <circle cx="16" cy="16" r="16" fill="#c8902e" />
            <path d="M9 13c0-4 3-7 7-7s7 3 7 7v4c0 5-3 9-7 9s-7-4-7-9z" fill="#fbf6ec" />
            <circle cx="13" cy="15" r="1.4" fill="#1d1a16" />
            <circle cx="19" cy="15" r="1.4" fill="#1d1a16" />
            <ellipse cx="16" cy="20" rx="2" ry="1.4" fill="#1d1a16" />
          </svg>
          <span>{SITE.shortName}</span>
        </IntentLink>
        <SiteNav />
      </div>
    </header>
  );
}
