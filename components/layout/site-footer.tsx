import Link from '@/components/ui/link';
import { MESSAGES } from '@/lib/domain/messages';
import { ContactForm } from '@/components/contact/contact-form';
import { FooterFormGate } from '@/components/contact/footer-form-gate';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import { SITE } from '@/lib/domain/site';
import { getBasicInfo, load } from '@/lib/server/data';
import styles from './site-footer.module.css';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/puppies', label: 'Available Puppies' },
  // Beyond the product's seven links (docs/family-journey.md): the puppy application.
  { href: '/apply', label: 'Apply for a puppy' },
  { href: '/studs', label: 'Studs' },
  { href: '/about', label: 'About the breeder' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
] as const;

export async function SiteFooter() {
  // A failed read is only logged: the footer then shows no contact details (docs/product.md §8).
  const info = await load('basic info', getBasicInfo);
  const basic = info.ok ? info.data : null;
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={`container ${styles.grid}`}>
        <FooterFormGate>
        <section aria-labelledby="footer-connect" className={styles.connect}>
          <h2 id="footer-connect" className={styles.heading}>
            Let&apos;s Connect
          </h2>
          <p>Questions about a puppy, a litter or a visit? Send us a note and we will get back to you.</p>
          <div id="footer-contact-form">
            <ContactForm recipients={basic?.notificationEmails ?? []} labelledBy="footer-connect" tone="dark" texts={MESSAGES.contact} />
          </div>
        </section>
        </FooterFormGate>
        <section aria-labelledby="footer-contact-info">
          <h2 id="footer-contact-info" className={styles.heading}>
            Contact
          </h2>
          {basic && (
            <address className={styles.address}>
              {basic.address && <span>{basic.address}</span>}
              {basic.phone && (
                <a href={phoneHref(basic.phone)} className={styles.light}>
                  {formatPhone(basic.phone)}
                </a>
              )}
              {basic.email && (
                <a href={`mailto:${basic.email}`} className={styles.light}>
                  {basic.email}
                </a>
              )}
              {basic.facebook && (
                <a href={basic.facebook} className={styles.light} rel="noopener noreferrer" target="_blank">
                  Facebook<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </address>
          )}
          <p className={styles.note}>Farm visits by appointment only.</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.links}>
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={styles.light}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {SITE.name}. AKC-registered golden retrievers, raised with family in Albion, NY.
        </p>
      </div>
    </footer>
  );
}
