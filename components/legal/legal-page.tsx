import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/domain/page-metadata';
import type { BasicInfo } from '@/lib/domain/settings';
import { POLICY_LAST_UPDATED, SITE } from '@/lib/domain/site';
import { getBasicInfo, load } from '@/lib/server/data';
import { LegalDocument, type LegalSection } from './legal-document';

/** /privacy's and /terms' metadata: the share title carries the site's name. */
export const legalMetadata = (path: string, title: string, description: string) =>
  pageMetadata({ path, title, description, shareTitle: `${title} | ${SITE.name}` });

type Props = {
  title: string;
  intro: ReactNode;
  printLabel: string;
  /** The sections, from the owner's contact details (null when they could not be read). */
  sections: (info: BasicInfo | null) => LegalSection[];
  footer?: (info: BasicInfo | null) => ReactNode;
};

/** A legal page: the owner's contact details read once (cached), then the shared document frame. */
export async function LegalPage({ title, intro, printLabel, sections, footer }: Props) {
  const loaded = await load('basic info', getBasicInfo);
  const info = loaded.ok ? loaded.data : null;
  return (
    <LegalDocument
      title={title}
      intro={intro}
      lastUpdated={POLICY_LAST_UPDATED}
      sections={sections(info)}
      printLabel={printLabel}
      footer={footer?.(info)}
    />
  );
}
