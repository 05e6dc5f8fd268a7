import { LegalDocument } from '@/components/legal/legal-document';
import { TermsIntro, termsSections } from '@/components/legal/terms-sections';
import { POLICY_LAST_UPDATED, SITE } from '@/lib/domain/site';
import { getBasicInfo, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Terms of Service';
const description =
  'Terms for using the Albion Golden Retrievers website, reserving a puppy (deposits and payment), our health guarantee and stud services.';

export const metadata = pageMetadata({ path: '/terms', title, description, shareTitle: `${title} | ${SITE.name}` });

export default async function TermsPage() {
  const loaded = await load('basic info', getBasicInfo);
  return (
    <LegalDocument
      title={title}
      intro={<TermsIntro />}
      lastUpdated={POLICY_LAST_UPDATED}
      sections={termsSections(loaded.ok ? loaded.data : null)}
      printLabel="Print these terms"
    />
  );
}
