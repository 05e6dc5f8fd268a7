import type { Metadata } from 'next';
import { AdminRecordMissing, AdminRecordPage, RecordSection, RecordSections } from '@/components/admin/admin-record-page';
import Link from '@/components/ui/link';
import { MediaSetEditor } from '@/components/media-sets/media-set-editor';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteParentAction } from '@/components/admin/parents/actions';
import { ParentForm } from '@/components/admin/parents/parent-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminRecordRead } from '@/lib/server/admin-page';
import { followsStudRule } from '@/lib/domain/parent';
import { MESSAGES } from '@/lib/domain/messages';

export const metadata: Metadata = { title: 'Parent' };

const BACK = { href: '/admin/parents', label: 'All parents' };

/**
 * Admin › Parents › one parent: a hub of sections. Details (this form), then the sections other
 * features add as their own components with a one-line import here (photos and videos: H7's
 * media-set editor), then Delete.
 */
export default async function AdminParentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const parent = await adminRecordRead(params, (backend, id) => backend.parents.get({ id }));
  if (!parent) return <AdminRecordMissing back={BACK} what="parent" />;
  return (
    <AdminRecordPage
      back={BACK}
      title={parent.name}
      lead={parent.public ? `Public page: /parents/${parent.id}` : 'Hidden from the site.'}
      actions={
        parent.public && (
          <Link href={`/parents/${parent.id}`} className="btn btn-outline" prefetch={false}>
            View on site{followsStudRule(parent) ? ' (as visitors see a stud)' : ''}
          </Link>
        )
      }
    >
      <RecordSections>
        <RecordSection id="parent-details" title="Details and clearances">
          <ParentForm key={parent.updatedAt} parent={parent} />
        </RecordSection>
        {/* Sections of other features go here, one line each. */}
        <MediaSetEditor owner={{ kind: 'parent', id: parent.id }} />
        <RecordSection id="parent-delete" title="Delete" danger>
          <p>Deletes the record, its photo and its photos and videos. Litters that name this parent keep the name.</p>
          <DeleteButton id={parent.id} name={parent.name} action={deleteParentAction} failure={MESSAGES.parentsAdmin.deleteFailed} backTo="/admin/parents" />
        </RecordSection>
      </RecordSections>
    </AdminRecordPage>
  );
}
