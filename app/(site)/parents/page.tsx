import Link from '@/components/ui/link';
import { ParentCard } from '@/components/parents/parent-card';
import styles from '@/components/parents/parents.module.css';
import { PARENTS_CRUMB, trailTo } from '@/components/seo/crumbs';
import { BreadcrumbJsonLd, ParentsJsonLd } from '@/components/seo/page-json-ld';
import { KeyedList } from '@/components/ui/keyed-list';
import { siteUrl } from '@/lib/config/site-origin';
import { MESSAGES } from '@/lib/domain/messages';
import { pageMetadata } from '@/lib/domain/page-metadata';
import type { PublicParent } from '@/lib/domain/parent';
import { SITE } from '@/lib/domain/site';
import { load } from '@/lib/server/data';
import { getPublicParents } from '@/lib/server/parents';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Our Dams and Sires';
const description = `Meet the golden retriever dams and sires of ${SITE.name} in Albion, NY, with their health clearances: hips, elbows, heart, eyes and genetic panels.`;

export const metadata = pageMetadata({ path: '/parents', title, description, imageAlt: 'Golden retrievers in Albion, NY' });

function Group({ id, heading, parents }: { id: string; heading: string; parents: PublicParent[] }) {
  if (parents.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {heading}
      </h2>
      <KeyedList items={parents} className={styles.grid} render={(p) => <ParentCard parent={p} />} />
    </section>
  );
}

export default async function ParentsPage() {
  const loaded = await load('parents', () => getPublicParents());
  const parents = loaded.ok ? loaded.data : [];
  const retired = (p: PublicParent) => p.kind === 'full' && p.retired;
  const base = siteUrl();
  return (
    <>
      <BreadcrumbJsonLd
        base={base}
        crumbs={trailTo(PARENTS_CRUMB)}
      />
      {parents.length > 0 && <ParentsJsonLd base={base} parents={parents.map((p) => ({ id: p.id, name: p.name }))} />}
      <div className={`container ${styles.hero}`}>
        <span className="eyebrow">Our parents</span>
        <h1>{title}</h1>
        <p className="lead">
          Every litter starts with its parents. Ours are family dogs first, AKC-registered and health-tested, with the clearances
          listed on each page and linked to the public registry where there is one.
        </p>
      </div>
      <div className={`container ${styles.section}`}>
        {!loaded.ok ? (
          <div className={`${styles.message} ${styles.error}`} role="alert">
            <p>{MESSAGES.parents.loadError}</p>
          </div>
        ) : parents.length === 0 ? (
          <div className={styles.message} role="status">
            <p>{MESSAGES.parents.empty}</p>
            <Link href="/contact">Contact us</Link>
          </div>
        ) : (
          <>
            <Group id="dams" heading="Dams" parents={parents.filter((p) => p.sex === 'dam' && !retired(p))} />
            <Group id="sires" heading="Sires" parents={parents.filter((p) => p.sex === 'sire' && !retired(p))} />
            <Group id="retired" heading="Retired parents" parents={parents.filter(retired)} />
          </>
        )}
      </div>
    </>
  );
}
