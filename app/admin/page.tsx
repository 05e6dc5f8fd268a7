import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ADMIN_TABS } from '@/components/admin/admin-tabs';
import { DashboardCards } from '@/components/admin/dashboard/dashboard-cards';
import { dashboardCards } from '@/components/admin/dashboard/dashboard-stats';
import styles from '@/components/admin/dashboard/dashboard.module.css';
import { OffsiteBackup } from '@/components/admin/dashboard/offsite-backup';
import { DueToday } from '@/components/admin/health/due-today';
import { requireAdminPage } from '@/lib/auth/guard';
import { formatPhone } from '@/lib/domain/format';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import { adminPageLoad } from '@/lib/server/admin-page';

// Absolute: the layout's '%s | Admin' template applies to child segments, not to this page.
export const metadata: Metadata = { title: { absolute: 'Dashboard | Admin' } };

export default async function AdminDashboardPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const data = await adminPageLoad('admin dashboard', async (backend) => {
    // Count queries only (docs/scale.md): the Dashboard reads no entry, stud or gallery item.
    const [puppies, studs, galleryCount, basicInfo, hero] = await Promise.all([
      backend.puppies.countAll(),
      backend.studs.countAll(),
      backend.media.count({ folder: MEDIA_FOLDERS.gallery }),
      backend.settings.getBasicInfo(),
      backend.settings.getHeroImage(),
    ]);
    // The message count is a bonus: a failing outbox must not take the dashboard down. Count
    // queries, so a flooded outbox costs the dashboard nothing.
    const messages = await Promise.all([backend.outbox.count({ kind: 'contact' }), backend.outbox.count({ kind: 'contact', handled: false })])
      .then(([total, unhandled]) => ({ total, unhandled }))
      .catch(() => null);
    // New applications (docs/family-journey.md): count queries too, and a bonus like the messages.
    const applications = await backend.applications.counts().catch(() => null);
    return { puppies, studs, galleryCount, basicInfo, hero, messages, applications };
  });

  return (
    <>
      <header className={styles.header}>
        <h1>Dashboard</h1>
        <p>An overview of what visitors see on the site. Choose a card to manage it.</p>
      </header>
      {!data.ok ? (
        <p role="alert" className={styles.error}>
          {MESSAGES.admin.loadEntries}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">At a glance</h2>
          <DashboardCards
            cards={dashboardCards({ ...data.data, tabs: ADMIN_TABS.map((t) => t.href) })}
          />
          {/* Its own server component and reads (the litters born in the last year), so the counts above stay count queries. */}
          <DueToday className={`card ${styles.section}`} />
          <OffsiteBackup className={`card ${styles.section}`} />
          <section className={`card ${styles.section}`} aria-labelledby="dash-contact">
            <h2 id="dash-contact">Contact info</h2>
            <dl className={styles.facts}>
              <dt>Phone</dt>
              <dd>{formatPhone(data.data.basicInfo?.phone) || 'Not set'}</dd>
              <dt>Email</dt>
              <dd>{data.data.basicInfo?.email || 'Not set'}</dd>
              <dt>Notification emails</dt>
              <dd>
                {data.data.basicInfo?.notificationEmails.length ? (
                  data.data.basicInfo.notificationEmails.join(', ')
                ) : (
                  <span className={styles.warn}>None: contact messages cannot be sent until you add one.</span>
                )}
              </dd>
              <dt>Hero image</dt>
              <dd>{data.data.hero.url === DEFAULT_HERO_IMAGE ? 'Default image' : 'Custom image'}</dd>
            </dl>
            <Link href="/admin/basic-info" className="btn btn-outline">
              Edit basic info
            </Link>
          </section>
        </>
      )}
    </>
  );
}
