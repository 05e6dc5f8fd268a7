import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { MediaSetEditor } from '@/components/media-sets/media-set-editor';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteParentAction } from '@/components/admin/parents/actions';
import { ParentForm } from '@/components/admin/parents/parent-form';
import own from '@/components/admin/parents/parents-admin.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminPageRead } from '@/lib/server/admin-page';
import { followsStudRule } from '@/lib/domain/parent';
import { MESSAGES } from '@/lib/domain/messages';

export const metadata: Metadata = { title: 'Parent' };

/**
 * Admin › Parents › one parent: a hub of sections. Details (this form), then the sections other
 * features add as their own components with a one-line import here (photos and videos: H7's
 * media-set editor), then Delete.
 */
export default async function AdminParentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { id } = await params;
  const parent = await adminPageRead((backend) => backend.parents.get({ id }));
  if (!parent) notFound();
  return (
    <>
      <Link href="/admin/parents" className={own.back}>
        ← All parents
      </Link>
      <AdminPageHead title={parent.name} lead={parent.public ? `Public page: /parents/${parent.id}` : 'Hidden from the site.'}>
        {parent.public && (
          <Link href={`/parents/${parent.id}`} className="btn btn-outline" prefetch={false}>
            View on site{followsStudRule(parent) ? ' (as visitors see a stud)' : ''}
          </Link>
        )}
      </AdminPageHead>
      <div className={own.sections}>
        <section className={own.section} aria-labelledby="parent-details">
          <h2 id="parent-details">Details and clearances</h2>
          <ParentForm key={parent.updatedAt} parent={parent} />
        </section>
        {/* Sections of other features go here, one line each. */}
        <MediaSetEditor owner={{ kind: 'parent', id: parent.id }} />
        <section className={`${own.section} ${own.danger}`} aria-labelledby="parent-delete">
          <h2 id="parent-delete">Delete</h2>
          <p>Deletes the record, its photo and its photos and videos. Litters that name this parent keep the name.</p>
          <DeleteButton id={parent.id} name={parent.name} action={deleteParentAction} failure={MESSAGES.parentsAdmin.deleteFailed} backTo="/admin/parents" />
        </section>
      </div>
    </>
  );
}
