import type { Metadata } from 'next';
import { BasicInfoForm } from '@/components/admin/basic-info/basic-info-form';
import styles from '@/components/admin/basic-info/basic-info.module.css';
import { HeroImageSection } from '@/components/admin/basic-info/hero-image-section';
import { NotificationSettingsForm } from '@/components/admin/notifications/notification-settings-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Basic Info' };

export default async function BasicInfoPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const data = await adminPageLoad('basic info', async (backend) => {
    const [basicInfo, hero, preferences] = await Promise.all([backend.settings.getBasicInfo(), backend.settings.getHeroImage(), backend.ownerNotices.getPreferences()]);
    return { basicInfo, hero, preferences };
  });

  return (
    <>
      <header className={styles.header}>
        <h1>Basic Info</h1>
        <p>Your contact details, where contact messages and notifications go, your time zone, and the home page photo.</p>
      </header>
      {data.ok ? (
        <div className={styles.stack}>
          <BasicInfoForm initial={data.data.basicInfo} />
          <NotificationSettingsForm preferences={data.data.preferences} />
          <HeroImageSection hero={data.data.hero} />
        </div>
      ) : (
        <p role="alert" className={styles.statusError}>
          {MESSAGES.admin.loadEntries}
        </p>
      )}
    </>
  );
}
