import type { Metadata } from 'next';
import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { LitterJournal } from '@/components/litters/journal/litter-journal';
import { litterDateLine, parentsLine } from '@/components/litters/litter-card';
import { LitterStageBadge } from '@/components/litters/litter-stage';
import { LitterTimeline } from '@/components/litters/litter-timeline';
import styles from '@/components/litters/litters.module.css';
import { MediaSetGallery } from '@/components/media-sets/media-set-gallery';
import { ParentLink } from '@/components/parents/parent-link';
import { DetailLoadError } from '@/components/puppies/listing-error';
import { PawMark } from '@/components/puppies/paw-mark';
import { PuppyCard } from '@/components/puppies/puppy-card';
import { SubscribeForm } from '@/components/subscribe/subscribe-form';
import { siteUrl } from '@/lib/config/site-origin';
import { countOf, formatDate, formatPrice } from '@/lib/domain/format';
import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { litterPath } from '@/lib/domain/litter-jsonld';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { LITTERS_CRUMB, trailTo } from '@/components/seo/crumbs';
import { KeyedList } from '@/components/ui/keyed-list';
import { LitterPuppiesJsonLd } from '@/components/seo/page-json-ld';
import { MESSAGES } from '@/lib/domain/messages';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { SITE } from '@/lib/domain/site';
import { SHARE_CARD } from '@/lib/seo/share-card';
import { getListingPage, load } from '@/lib/server/data';
import { getPublicLitter, type PublicLitter, type PublicLitterParent } from '@/lib/server/litters';
import { getPublicLitterChart } from '@/lib/server/puppy-record';
import { GrowthChart } from '@/components/family-status/growth-chart';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;
// Litters added after the build are rendered on first request, then cached like the rest.
export const dynamicParams = true;

/** Prerendered at build: the first litters in the site's order (a breeder has tens; the rest render on first request). */
const PRERENDER_LIMIT = 24;

type Params = { params: Promise<{ id: string }> };

export async function generateStaticParams(): Promise<{ id: string }[]> {
  // One page of the public listing index (docs/scale.md: the build's reads do not grow with the catalogue).
  const loaded = await load('litters for static params', () => getListingPage({ type: 'litters', q: '', sort: 'featured', page: 1, pageSize: PRERENDER_LIMIT }));
  return loaded.ok ? loaded.data.items.map((l) => ({ id: l.id })) : [];
}

function describe(l: PublicLitter): string {
  if (l.description) return l.description.length > 160 ? `${l.description.slice(0, 157).trimEnd()}…` : l.description;
  const parents = parentsLine(l);
  const date = litterDateLine(l);
  return `${l.name}: a golden retriever litter${parents ? ` of ${parents}` : ''} from ${SITE.name} in Albion, NY. ${LITTER_STAGE_LABELS[l.stage]}${date ? `, ${date.toLowerCase()}` : ''}.`;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const loaded = await load('litter', () => getPublicLitter(id));
  if (!loaded.ok || !loaded.data) return { title: 'Litter not found', robots: { index: false } };
  const l = loaded.data;
  return pageMetadata({
    path: litterPath(l.id),
    title: `${l.name} – Golden Retriever Litter`,
    description: describe(l),
    // The litter's own share card (og.png beside this page, lib/seo/share-image.tsx); `v` changes with it.
    image: { url: `${litterPath(l.id)}/og.png?v=${Date.parse(l.updatedAt) || 0}-${l.stage}`, ...SHARE_CARD, alt: l.name },
  });
}

function ParentName({ parent }: { parent: PublicLitterParent }) {
  return <ParentLink name={parent.name} href={parent.href} />;
}

function priceRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
  if (min !== null) return `From ${formatPrice(min)}`;
  if (max !== null) return `Up to ${formatPrice(max)}`;
  return null;
}

export default async function LitterPage({ params }: Params) {
  const { id } = await params;
  const loaded = await load('litter', () => getPublicLitter(id));
  if (!loaded.ok) return <DetailLoadError />;
  // Unknown ids, puppy entries and hidden litters are not public litters: a 404.
  if (!loaded.data) notFound();
  const l = loaded.data;
  // The growth chart, when the owner chose to show it (docs/puppy-record.md); a failed read hides it.
  const chart = await load('litter growth chart', () => getPublicLitterChart(l.id));
  const life = l.life;
  const base = siteUrl();
  const past = l.stage === 'placed';
  const born = [life.males !== null ? countOf(life.males, 'male') : null, life.females !== null ? countOf(life.females, 'female') : null]
    .filter(Boolean)
    .join(', ');
  type Fact = { label: string; value: React.ReactNode };
  const price = past ? null : priceRange(life.priceMin, life.priceMax);
  const rows: (Fact | null)[] = [
    l.dam.name ? { label: 'Dam', value: <ParentName parent={l.dam} /> } : null,
    l.sire.name ? { label: 'Sire', value: <ParentName parent={l.sire} /> } : null,
    life.expectedDate ? { label: 'Expected', value: formatDate(life.expectedDate) } : null,
    life.birthDate ? { label: 'Born', value: formatDate(life.birthDate) } : null,
    life.goHomeDate ? { label: 'Ready to go home', value: formatDate(life.goHomeDate) } : null,
    life.color ? { label: 'Expected Color', value: life.color } : null,
    born ? { label: 'Puppies born', value: born } : null,
    !past && life.available !== null ? { label: 'Puppies available', value: String(life.available) } : null,
    price ? { label: 'Price', value: price } : null,
    !past && life.deposit !== null ? { label: 'Deposit', value: formatPrice(life.deposit) } : null,
  ];
  const facts = rows.filter((f): f is Fact => f !== null);

  return (
    <>
      <Breadcrumbs
        base={base}
        crumbs={trailTo(LITTERS_CRUMB, { name: l.name, path: litterPath(l.id) })}
      />
      {l.puppies.length > 0 && (
        <LitterPuppiesJsonLd base={base} litter={{ id: l.id, name: l.name }} puppies={l.puppies.map((p) => ({ id: p.id, name: p.name }))} />
      )}
      <div className={`container ${styles.detailHead}`}>
        <div className={styles.cover}>
          {l.imageUrl ? <Image src={l.imageUrl} alt={l.name} fill priority sizes="(min-width: 860px) 40rem, 92vw" /> : <PawMark size={96} />}
        </div>
        <div>
          <span className="eyebrow">{past ? 'Past litter' : 'Litter'}</span>
          <h1>{l.name}</h1>
          <LitterStageBadge stage={l.stage} />
          {l.description && <p className="lead">{l.description}</p>}
          {facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map((f) => (
                <div key={f.label} style={{ display: 'contents' }}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className={styles.actions}>
            {!past && (
              <Link href="/contact" className="btn btn-primary">
                Join Waitlist
              </Link>
            )}
            {!past && (
              <Link href={`/apply?litter=${encodeURIComponent(l.id)}`} className="btn btn-outline">
                {MESSAGES.apply.pointerLink}
              </Link>
            )}
            <Link href="/litters" className="btn btn-outline">
              All litters
            </Link>
          </div>
        </div>
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="litter-timeline">
        <h2 id="litter-timeline">Timeline</h2>
        <LitterTimeline life={life} stage={l.stage} />
      </section>

      {life.goHomeNotes && !past && (
        <section className={`container ${styles.section}`} aria-labelledby="litter-go-home">
          <h2 id="litter-go-home">Going home</h2>
          <p className={styles.notes}>{life.goHomeNotes}</p>
        </section>
      )}

      <section className={`container ${styles.section}`} aria-labelledby="litter-puppies">
        <h2 id="litter-puppies">Puppies</h2>
        {l.puppies.length === 0 ? (
          <p className={styles.empty}>{past ? 'Every puppy of this litter has gone home.' : 'The puppies will be introduced here once they are born.'}</p>
        ) : (
          <KeyedList items={l.puppies} className={styles.grid} render={(p) => <PuppyCard entry={p} unpricedLabel={MESSAGES.puppies.contactForPricing} />} />
        )}
      </section>

      {chart.ok && chart.data ? (
        <section className={`container ${styles.section}`} aria-labelledby="litter-growth">
          <h2 id="litter-growth">Growth</h2>
          <GrowthChart chart={chart.data} tableId={`litter-growth-${l.id}`} />
        </section>
      ) : null}

      <MediaSetGallery owner={{ kind: 'litter', id: l.id }} name={l.name} />

      <div className={`container ${styles.section}`}>
        <LitterJournal litterId={l.id} />
      </div>

      <div className="container">
        <SubscribeForm id="litter-subscribe" />
      </div>
    </>
  );
}
