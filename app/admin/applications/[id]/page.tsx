import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminRecordMissing } from '@/components/admin/admin-record-page';
import { ApplicationAnswers } from '@/components/admin/applications/application-answers';
import { ApplicationDecisionForm } from '@/components/admin/applications/decision-form';
import { ApplicationNotesForm } from '@/components/admin/applications/notes-form';
import styles from '@/components/admin/applications/applications.module.css';
import { DeleteFamilySection } from '@/components/admin/family/delete-family-section';
import { StatusLinkSection } from '@/components/admin/family/status-link-section';
import { LedgerSection } from '@/components/admin/ledger/ledger-section';
import { ContractSection } from '@/components/admin/contracts/contract-section';
import { WaitlistPlacement } from '@/components/admin/waitlists/waitlist-placement';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminPageRead } from '@/lib/server/admin-page';
import { APPLICATION_STATUS_LABELS } from '@/lib/domain/application';
import { SITE } from '@/lib/domain/site';

export const metadata: Metadata = { title: 'Application' };

/**
 * The family hub (docs/family-journey.md): one page per application with clearly separated sections, each its
 * own component. Other features add theirs with one import and one element in the list below:
 * waitlist placement and the ledger (docs/family-journey.md), the status link and "Delete family"
 * (items 5 and 7). Sections receive the application and read what else they need themselves.
 */
export default async function AdminApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { id } = await params;
  const { application, litters } = /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ? await adminPageRead(async (backend) => {
        const application = await backend.applications.get({ id });
        return { application, litters: application ? await backend.litters.list() : [] };
      })
    : { application: null, litters: [] };
  if (!application) return <AdminRecordMissing back={{ href: '/admin/applications', label: 'All applications' }} what="application" />;
  const current = litters.filter((l) => l.life.stage !== 'placed').map((l) => ({ id: l.id, name: l.name }));
  const preferred = application.preferences.litterId ? (litters.find((l) => l.id === application.preferences.litterId)?.name ?? null) : null;

  return (
    <>
      <AdminPageHead title={application.contact.name} lead={`${APPLICATION_STATUS_LABELS[application.status]} · ${application.contact.email}`}>
        <div className={styles.headLinks}>
          <Link href="/admin/applications" className="btn btn-outline">
            All applications
          </Link>
        </div>
      </AdminPageHead>
      <div className={styles.sections}>
        {/* The family's answers first: the owner reads them before deciding. */}
        <section className={styles.section} aria-labelledby="app-answers">
          <h2 id="app-answers">Application</h2>
          <ApplicationAnswers application={application} litterName={preferred} />
        </section>

        <section className={styles.section} aria-labelledby="app-decision">
          <h2 id="app-decision">Decision</h2>
          <p className={styles.muted}>
            Status: <span className={styles.status}>{APPLICATION_STATUS_LABELS[application.status]}</span>
          </p>
          <ApplicationDecisionForm
            id={application.id}
            name={application.contact.name}
            status={application.status}
            litters={current}
            preferredLitterId={application.preferences.litterId}
            site={SITE.name}
          />
        </section>

        <section className={styles.section} aria-labelledby="app-notes">
          <h2 id="app-notes">Owner notes</h2>
          <ApplicationNotesForm id={application.id} notes={application.notes} />
        </section>

        {/* Waitlist placement and the ledger (J3), the status link and Delete family (J4): one <Section application={application} /> each, here. */}
        <WaitlistPlacement application={application} />
        <LedgerSection application={application} />
        <ContractSection application={application} />
        <StatusLinkSection application={application} />

        <DeleteFamilySection application={application} />
      </div>
    </>
  );
}
