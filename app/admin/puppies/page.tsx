import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { PuppiesAdmin } from '@/components/admin/puppies/puppies-admin';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { MESSAGES } from '@/lib/domain/messages';
import { load } from '@/lib/server/data';

export const metadata: Metadata = { title: 'Puppies' };

/** Admin › Puppies: all entries, hidden ones included, newest first (SPEC.md §7), read fresh. */
export default async function AdminPuppiesPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const entries = await load('admin puppy entries', async () => (await getBackend()).puppies.listAll());
  return (
    <>
      <AdminPageHead title="Puppies & litters" lead="Everything on the puppies page, including hidden entries. Changes show on the public site at once." />
      {entries.ok ? (
        <PuppiesAdmin entries={entries.data} />
      ) : (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      )}
    </>
  );
}
