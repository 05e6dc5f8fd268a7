import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { ParentForm } from '@/components/admin/parents/parent-form';
import own from '@/components/admin/parents/parents-admin.module.css';
import { requireAdminPage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'New parent' };

/** Admin › Parents › New: the details form; saving opens the new parent's hub (photos, more sections). */
export default async function NewParentPage() {
  await requireAdminPage();
  return (
    <>
      <Link href="/admin/parents" className={own.back}>
        ← All parents
      </Link>
      <AdminPageHead title="New parent" lead="Photos and videos can be added once the parent is saved." />
      <section className={own.section} aria-label="Details">
        <ParentForm parent={null} />
      </section>
    </>
  );
}
