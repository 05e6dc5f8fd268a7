import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminRecordMissing } from '@/components/admin/admin-record-page';
import { MediaSetEditor } from '@/components/media-sets/media-set-editor';
import { requireAdminPage } from '@/lib/auth/guard';
import { idSchema } from '@/lib/domain/form-data';
import { adminPageRead } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Photos and videos' };

type Params = { params: Promise<{ id: string }> };

/** Admin › Puppies › one entry's photos and videos (docs/media-sets.md); a litter entry's too. */
export default async function AdminPuppyPhotosPage({ params }: Params) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { id } = await params;
  const entry = idSchema('Unknown entry.').safeParse(id).success ? await adminPageRead((backend) => backend.puppies.get({ id })) : null;
  if (!entry) return <AdminRecordMissing back={{ href: '/admin/puppies', label: 'All puppies' }} what="entry" />;
  return (
    <>
      <AdminPageHead
        title={`Photos of ${entry.name}`}
        lead="The first photo is the card image on the puppies page. Changes show on the public site at once."
      >
        <Link href="/admin/puppies" className="btn btn-outline">
          Back to Puppies
        </Link>
      </AdminPageHead>
      <MediaSetEditor owner={{ kind: entry.entryType, id: entry.id }} />
    </>
  );
}
