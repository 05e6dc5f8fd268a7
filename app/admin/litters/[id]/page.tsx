import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminRecordMissing } from '@/components/admin/admin-record-page';
import { MediaSetEditor } from '@/components/media-sets/media-set-editor';
import { LitterLifeForm } from '@/components/admin/litters/litter-life-form';
import { LitterJournalAdmin } from '@/components/admin/journal/journal-admin';
import { LitterEntryForm } from '@/components/admin/litters/litter-entry-form';
import { LitterPuppies } from '@/components/admin/litters/litter-puppies';
import { LitterWaitlist } from '@/components/admin/waitlists/litter-waitlist';
import { LitterWeights } from '@/components/admin/weights/litter-weights';
import { LitterHealth } from '@/components/admin/health/litter-health';
import styles from '@/components/admin/litters/litters-admin.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminPageRead } from '@/lib/server/admin-page';
import { litterRecord } from '@/lib/server/puppy-record';
import { effectiveStage, LITTER_STAGE_LABELS } from '@/lib/domain/litter';

export const metadata: Metadata = { title: 'Litter' };

/** How many of the newest entries the "Add a puppy" list is chosen from. */
const CANDIDATE_WINDOW = 200;

/**
 * The litter hub (docs/litters.md): one page per litter with clearly separated sections. Each section is
 * its own component; other features add theirs here with one import and one <section> below:
 * photos (media sets, docs/media-sets.md), the journal and the reserved families. The litter entry and
 * its puppies are edited here, in one place (docs/admin-forms.md, "A litter and its puppies").
 */
export default async function AdminLitterPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { id } = await params;
  const read = await adminPageRead(async (backend) => {
    const litter = await backend.litters.get({ id });
    if (!litter) return null;
    // Candidates come from the newest entries only (one page, not the whole catalogue): a litter's
    // puppies are among the latest the owner made.
    const [puppies, recent, litters, parents] = await Promise.all([
      backend.litters.listPuppies({ litterId: litter.id }),
      backend.puppies.pageAll({ limit: CANDIDATE_WINDOW, offset: 0 }),
      backend.litters.list(),
      backend.parents.listAll(),
    ]);
    // The puppies' record: weights, flags, chart and due dates (docs/puppy-record.md).
    const record = await litterRecord(litter, backend);
    return { litter, puppies, recent, litters, parents, record };
  });
  if (!read) return <AdminRecordMissing back={{ href: '/admin/litters', label: 'All litters' }} what="litter" />;
  const { litter, puppies, recent, litters, parents, record } = read;
  const stage = effectiveStage(litter.life, puppies);
  // Puppies in no litter, or in one that was deleted since.
  const litterIds = new Set(litters.map((l) => l.id));
  const candidates = recent.filter((p) => p.entryType === 'puppy' && (p.litterId === null || !litterIds.has(p.litterId)));
  const dams = parents.filter((p) => p.sex === 'dam').map((p) => ({ id: p.id, name: p.name }));
  const sires = parents.filter((p) => p.sex === 'sire').map((p) => ({ id: p.id, name: p.name }));

  return (
    <>
      <AdminPageHead title={litter.name} lead={`${LITTER_STAGE_LABELS[stage]}${litter.public ? '' : ' · hidden from the site'}`}>
        <div className={styles.headLinks}>
          <Link href="/admin/litters" className="btn btn-outline">
            All litters
          </Link>
          {litter.public && (
            <Link href={`/litters/${litter.id}`} className="btn btn-outline">
              View public page
            </Link>
          )}
        </div>
      </AdminPageHead>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="litter-life">
          <h2 id="litter-life">Lifecycle and details</h2>
          {stage === 'placed' && litter.life.stage !== 'placed' && <p className={styles.muted}>Every puppy is Adopted, so this litter shows under Past litters.</p>}
          <LitterLifeForm litter={litter} dams={dams} sires={sires} />
        </section>

        <section className={styles.section} aria-labelledby="litter-entry">
          <h2 id="litter-entry">Card on the puppies page</h2>
          <p className={styles.entryFacts}>
            {[litter.public ? 'Shown on the site' : 'Hidden from the site', litter.status, `Order ${litter.order}`, litter.imageUrl ? 'Card image set' : 'No card image'].join(' · ')}
          </p>
          <LitterEntryForm entry={litter} />
        </section>

        <section className={styles.section} aria-labelledby="litter-puppies">
          <h2 id="litter-puppies">Puppies</h2>
          <LitterPuppies
            litterId={litter.id}
            litterName={litter.name}
            puppies={puppies}
            candidates={candidates.map((p) => ({ id: p.id, name: p.name, status: p.status }))}
            defaults={{ damName: litter.damName, studName: litter.studName, color: litter.life.color || litter.color, dob: litter.life.birthDate }}
          />
        </section>

        <LitterWeights record={record} />

        <LitterHealth record={record} />

        <MediaSetEditor owner={{ kind: 'litter', id: litter.id }} />

        <LitterWaitlist litterId={litter.id} />

        <LitterJournalAdmin litterId={litter.id} />
      </div>
    </>
  );
}
