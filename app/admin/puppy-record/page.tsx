import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { CalendarLinkForm } from '@/components/admin/health/calendar-link-form';
import { RecordSettingsForm } from '@/components/admin/health/record-settings-form';
import styles from '@/components/admin/litters/litters-admin.module.css';
import { siteUrl } from '@/lib/config/site-origin';
import { adminPageRead } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Record settings' };

/** The puppy record's settings (docs/puppy-record.md): unit, schedule template, care notes, calendar feed. */
export default async function AdminRecordSettingsPage() {
  const settings = await adminPageRead((backend) => backend.records.getSettings());
  return (
    <>
      <AdminPageHead title="Record settings" lead="Set once for every litter: the weight unit, the health schedule and the care notes of the go-home packet." />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="record-settings">
          <h2 id="record-settings">Unit, schedule and care notes</h2>
          <RecordSettingsForm settings={settings} />
        </section>
        <section className={styles.section} aria-labelledby="record-calendar">
          <h2 id="record-calendar">Calendar of due dates</h2>
          <p className={styles.muted}>Subscribe to this link in your calendar app to see every litter’s due treatments. Anyone with the link can read the due dates, so keep it private.</p>
          <CalendarLinkForm active={settings.calendarTokenHash !== null} origin={siteUrl()} />
        </section>
      </div>
    </>
  );
}
