import type { Metadata } from 'next';
import { newRecordPage } from '@/components/admin/admin-record-page';
import { ParentForm } from '@/components/admin/parents/parent-form';

export const metadata: Metadata = { title: 'New parent' };

/** Admin › Parents › New: the details form; saving opens the new parent's hub (photos, more sections). */
export default newRecordPage({ back: { href: '/admin/parents', label: 'All parents' }, title: 'New parent', lead: 'Photos and videos can be added once the parent is saved.', label: 'Details', form: <ParentForm parent={null} /> });
