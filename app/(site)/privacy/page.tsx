import { ContactBar } from '@/components/legal/contact-bar';
import { legalMetadata, LegalPage } from '@/components/legal/legal-page';
import { PrivacyIntro, privacySections } from '@/components/legal/privacy-sections';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Privacy Policy';

export const metadata = legalMetadata(
  '/privacy',
  title,
  'How Albion Golden Retrievers collects, uses and protects the personal information you share through our website, contact form and accounts.',
);

export default function PrivacyPage() {
  return (
    <LegalPage
      title={title}
      intro={<PrivacyIntro />}
      sections={privacySections}
      printLabel="Print this policy"
      footer={(info) => <ContactBar info={info} topic="your privacy" />}
    />
  );
}
