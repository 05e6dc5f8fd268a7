import { ApplyForm, type ApplyTexts, type LitterOption } from '@/components/apply/apply-form';
import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { MESSAGES } from '@/lib/domain/messages';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { SITE } from '@/lib/domain/site';
import { load } from '@/lib/server/data';
import { getPublicLitters } from '@/lib/server/litters';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Puppy application';
const description = `Apply for a golden retriever puppy from ${SITE.name} in Albion, NY: tell us about your family, your home and the puppy you are hoping for.`;

export const metadata = pageMetadata({ path: '/apply', title, description, shareTitle: `${title} | ${SITE.name}` });

/** Current litters (public, not all placed) for the preferred-litter choice; none when they cannot be read. */
async function currentLitters(): Promise<LitterOption[]> {
  const loaded = await load('litters for the application', () => getPublicLitters());
  if (!loaded.ok) return [];
  return loaded.data.filter((l) => l.stage !== 'placed').map((l) => ({ id: l.id, label: `${l.name} (${LITTER_STAGE_LABELS[l.stage]})` }));
}

export default async function ApplyPage() {
  const litters = await currentLitters();
  const { mailBody: _server, ...texts } = MESSAGES.apply;
  const clientTexts: ApplyTexts = texts;
  return (
    <div className="container section">
      <header>
        <p className="eyebrow">Puppy application</p>
        <h1>Apply for a puppy</h1>
        <p className="lead">
          Tell us about your family, your home and the puppy you are hoping for. We read every application and contact
          you before anything is reserved. It takes about ten minutes.
        </p>
      </header>
      <ApplyForm litters={litters} texts={clientTexts} />
    </div>
  );
}
