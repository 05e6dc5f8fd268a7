import type { Metadata } from 'next';
import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { MediaSetGallery } from '@/components/media-sets/media-set-gallery';
import { ClearancesTable } from '@/components/parents/clearances-table';
import styles from '@/components/parents/parents.module.css';
import { StudParentCard } from '@/components/parents/stud-parent-card';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PARENTS_CRUMB, trailTo } from '@/components/seo/crumbs';
import { PawMark } from '@/components/puppies/paw-mark';
import { siteUrl } from '@/lib/config/site-origin';
import { formatDate } from '@/lib/domain/format';
import { MESSAGES } from '@/lib/domain/messages';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { parentDescription, parentPath, parentRoleLabel } from '@/lib/domain/parent-pages';
import { load } from '@/lib/server/data';
import { getPublicParent, getPublicParents } from '@/lib/server/parents';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;
// Parents added after the build are rendered on first request, then cached like the rest.
export const dynamicParams = true;

/** Prerendered at build: a breeder has tens of parents; any past this render on first request. */
const PRERENDER_LIMIT = 50;

type Params = { params: Promise<{ id: string }> };

export async function generateStaticParams(): Promise<{ id: string }[]> {
  const loaded = await load('parents for static params', () => getPublicParents());
  return loaded.ok ? loaded.data.slice(0, PRERENDER_LIMIT).map((p) => ({ id: p.id })) : [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const loaded = await load('parent', () => getPublicParent(id));
  if (!loaded.ok || !loaded.data) return { title: 'Parent not found', robots: { index: false } };
  const p = loaded.data;
  return pageMetadata({
    path: parentPath(p.id),
    title: `${p.name} – Golden Retriever ${p.kind === 'stud' ? 'Stud' : parentRoleLabel(p)}`,
    description: parentDescription(p),
    // Its own share card (og.png beside this page); a stud's has his name only, never his photo.
    image: { url: `${parentPath(p.id)}/og.png${p.kind === 'full' && !Number.isNaN(Date.parse(p.updatedAt)) ? `?v=${Date.parse(p.updatedAt)}` : ''}`, width: 1200, height: 630, alt: p.name },
  });
}

export default async function ParentPage({ params }: Params) {
  const { id } = await params;
  const loaded = await load('parent', () => getPublicParent(id));
  if (!loaded.ok) {
    return (
      <div className="container section">
        <div className={`${styles.message} ${styles.error}`} role="alert">
          <p>{MESSAGES.parents.loadError}</p>
        </div>
      </div>
    );
  }
  // Unknown ids and hidden parents are not public: a 404.
  if (!loaded.data) notFound();
  const p = loaded.data;
  const base = siteUrl();

  return (
    <>
      <Breadcrumbs
        base={base}
        crumbs={trailTo(PARENTS_CRUMB, { name: p.name, path: parentPath(p.id) })}
      />
      {p.kind === 'stud' ? (
        // The stud rule (docs/product.md §2 /studs): what /studs shows visitors, nothing more.
        <div className={`container ${styles.section}`}>
          <div className={styles.studDetail}>
            <StudParentCard name={p.name} preview={p.preview} headingLevel="h1" />
          </div>
          <p className={styles.muted}>
            {MESSAGES.parents.studDetails} <Link href="/studs">See our studs</Link>.
          </p>
        </div>
      ) : (
        <>
          <div className={`container ${styles.detailHead}`}>
            <div className={styles.cover}>
              {p.imageUrl ? (
                <Image src={p.imageUrl} alt={`${p.name}, golden retriever ${p.sex}`} fill priority sizes="(max-width: 860px) 100vw, 560px" className={styles.photo} />
              ) : (
                <div className={styles.noPhoto} aria-hidden="true">
                  <PawMark size={96} />
                </div>
              )}
            </div>
            <div>
              <p className={styles.role}>{parentRoleLabel(p)}</p>
              <h1>{p.name}</h1>
              <dl className={styles.facts}>
                {p.registration && (
                  <>
                    <dt>Registration</dt>
                    <dd>{p.registration}</dd>
                  </>
                )}
                {p.dob && (
                  <>
                    <dt>Born</dt>
                    <dd>
                      <time dateTime={p.dob}>{formatDate(p.dob)}</time>
                    </dd>
                  </>
                )}
                {p.color && (
                  <>
                    <dt>Color</dt>
                    <dd>{p.color}</dd>
                  </>
                )}
              </dl>
              {p.bio && <p className={styles.bio}>{p.bio}</p>}
            </div>
          </div>
          <section className={`container ${styles.section}`} aria-labelledby="clearances-title">
            <h2 id="clearances-title">Health clearances</h2>
            <ClearancesTable name={p.name} clearances={p.clearances} />
          </section>
          <MediaSetGallery owner={{ kind: 'parent', id: p.id }} name={p.name} />
        </>
      )}
    </>
  );
}
