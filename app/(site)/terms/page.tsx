import { legalMetadata, LegalPage } from '@/components/legal/legal-page';
import { TermsIntro, termsSections } from '@/components/legal/terms-sections';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Terms of Service';

export const metadata = legalMetadata(
  '/terms',
  title,
  'Terms for using the Albion Golden Retrievers website, reserving a puppy (deposits and payment), our health guarantee and stud services.',
);

export default function TermsPage() {
  return <LegalPage title={title} intro={<TermsIntro />} sections={termsSections} printLabel="Print these terms" />;
}
