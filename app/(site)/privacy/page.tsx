import { ContactBar } from '@/components/legal/contact-bar';
import { LegalDocument } from '@/components/legal/legal-document';
import { PrivacyIntro, privacySections } from '@/components/legal/privacy-sections';
import { POLICY_LAST_UPDATED, SITE } from '@/lib/domain/site';
import { getBasicInfo, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Privacy Policy';
const description =
  'How Albion Golden Retrievers collects, uses and protects the personal information you share through our website, contact form and accounts.';

export const metadata = pageMetadata({ path: '/privacy', title, description, shareTitle: `${title} | ${SITE.name}` });

export default async function PrivacyPage() {
  const loaded = await load('basic info', getBasicInfo);
  const info = loaded.ok ? loaded.data : null;
  return (
    <LegalDocument
      title={title}
      intro={<PrivacyIntro />}
      lastUpdated={POLICY_LAST_UPDATED}
      sections={privacySections(info)}
      printLabel="Print this policy"
      footer={<ContactBar info={info} topic="your privacy" />}
    />
  );
}
