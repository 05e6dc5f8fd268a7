import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { AdminPageHead } from './admin-page-head';
import own from './parents/parents-admin.module.css';

type AdminRecordPageProps = {
  /** The list the page belongs to: its address and the back link's words ("All parents"). */
  back: { href: string; label: string };
  title: string;
  lead: string;
  /** Links in the head beside the title (View on site). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of an admin page for one record, new or stored (a parent, a testimonial): the link back
 * to its list, the head, then the page's sections.
 */
export function AdminRecordPage({ back, title, lead, actions, children }: AdminRecordPageProps) {
  return (
    <>
      <Link href={back.href} className={own.back}>
        {`← ${back.label}`}
      </Link>
      <AdminPageHead title={title} lead={lead}>
        {actions}
      </AdminPageHead>
      {children}
    </>
  );
}

/**
 * An admin page whose record is not there (deleted since, or an old link from a notification): said
 * in the admin's own frame, with the way back to the list, as HTML from the first paint. Not
 * `notFound()`: under the admin's loading screen Next would render that only once the scripts run,
 * and then as the public site's 404 page (docs/admin-forms.md, "A record that is not there").
 */
export function AdminRecordMissing({ back, what }: { back: AdminRecordPageProps['back']; what: string }) {
  return (
    <AdminRecordPage back={back} title={MESSAGES.admin.recordMissing(what)} lead={MESSAGES.admin.recordMissingLead}>
      {null}
    </AdminRecordPage>
  );
}

/**
 * One titled section of a record's page (`id` names its heading for the section's label); `danger`
 * marks the Delete section, which stands apart.
 */
export function RecordSection({ id, title, danger, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section className={danger ? `${own.section} ${own.danger}` : own.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The sections of a stored record's page, stacked. */
export function RecordSections({ children }: { children: ReactNode }) {
  return <div className={own.sections}>{children}</div>;
}

/**
 * The page that makes a new record (Admin › Parents › New, Testimonials › New): the role checked from
 * the user record first, then the frame with the record's form as its only section, named for screen
 * readers by `label`.
 */
export function newRecordPage({ label, form, ...frame }: Omit<AdminRecordPageProps, 'actions' | 'children'> & { label: string; form: ReactNode }) {
  return async function NewRecordPage() {
    await requireAdminPage();
    return (
      <AdminRecordPage {...frame}>
        <section className={own.section} aria-label={label}>
          {form}
        </section>
      </AdminRecordPage>
    );
  };
}
