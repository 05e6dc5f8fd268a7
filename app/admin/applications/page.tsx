import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminPager } from '@/components/admin/admin-pager';
import { ApplicationFilters } from '@/components/admin/applications/application-filters';
import { PaymentsCell } from '@/components/admin/applications/payments-cell';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { ADMIN_PAGE_SIZE, pageCount, pageHref, pageOffset, parseAdminPage } from '@/lib/domain/admin-paging';
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus } from '@/lib/domain/application';
import { APPLICATIONS_ADMIN, applicationListHref, parseApplicationListQuery } from '@/lib/domain/application-replies';
import { adminPageLoad } from '@/lib/server/admin-page';
import { familyFilterEmail } from '@/lib/server/application-filter';
import { countOf, formatDate, groupDigits } from '@/lib/domain/format';
import { MESSAGES } from '@/lib/domain/messages';
import { TableHead } from '@/components/ui/table-head';

export const metadata: Metadata = { title: 'Applications' };

const BADGE: Record<ApplicationStatus, string> = {
  submitted: tableStyles.badgeGold!,
  approved: tableStyles.badgeGreen!,
  waitlisted: tableStyles.badgeGreen!,
  declined: tableStyles.badgeRed!,
  placed: tableStyles.badgeGrey!,
};

// The day in the breeder's time zone, as every page shows it (lib/domain/format.ts).
const received = (iso: string) => formatDate(iso);

/**
 * Admin › Applications (docs/family-journey.md): families' applications, newest first, one page at a time read
 * on the server with the totals from count queries. Filters (status, preferred litter, a family's
 * email, sealed) are in the URL, so a filtered page is a stable link. An email search reads that
 * person's applications only (an indexed lookup), then applies the other filters.
 */
export default async function AdminApplicationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const sp = await searchParams;
  const query = parseApplicationListQuery(sp);
  const page = parseAdminPage(sp.page);
  const base = applicationListHref(query);
  const email = familyFilterEmail(query.family);
  const loaded = await adminPageLoad('admin applications', async (backend) => {
    const filter = { status: query.status, litterId: query.litterId };
    const [counts, litters] = await Promise.all([backend.applications.counts(), backend.litters.list()]);
    if (email) {
      const all = (await backend.applications.listByEmail({ email })).filter(
        (a) => (!filter.status || a.status === filter.status) && (!filter.litterId || a.preferences.litterId === filter.litterId),
      );
      return { counts, litters, total: all.length, rows: all.slice(pageOffset(page), pageOffset(page) + ADMIN_PAGE_SIZE) };
    }
    const [total, rows] = await Promise.all([
      filter.status || filter.litterId ? backend.applications.count(filter) : Promise.resolve(counts.total),
      backend.applications.page({ ...filter, limit: ADMIN_PAGE_SIZE, offset: pageOffset(page) }),
    ]);
    return { counts, litters, total, rows };
  });
  if (loaded.ok && page > pageCount(loaded.data.total)) redirect(pageHref(base, pageCount(loaded.data.total)));
  if (!loaded.ok) {
    return (
      <>
        <AdminPageHead title="Applications" />
        <p role="alert" className={tableStyles.loadError}>
          {APPLICATIONS_ADMIN.loadFailed}
        </p>
      </>
    );
  }
  const { counts, litters, total, rows } = loaded.data;
  const litterName = new Map(litters.map((l) => [l.id, l.name]));
  const filtered = Boolean(query.status || query.litterId || email);
  return (
    <>
      <AdminPageHead title="Applications" lead="Families who applied for a puppy, newest first. Open one to read it, write notes and reply." />
      <ApplicationFilters query={query} email={email} counts={counts} litters={litters.map((l) => ({ id: l.id, name: l.name }))} />
      <div className={tableStyles.toolbar}>
        <p className={tableStyles.count} role="status">
          {filtered ? `${groupDigits(total)} of ${countOf(counts.total, 'application')}` : countOf(counts.total, 'application')}
          {counts.submitted ? ` · ${groupDigits(counts.submitted)} new` : ''}
        </p>
      </div>
      {rows.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>{filtered ? APPLICATIONS_ADMIN.emptyFiltered : APPLICATIONS_ADMIN.empty}</p>
          {filtered && (
            <p>
              <Link href="/admin/applications">Show all applications</Link>
            </p>
          )}
        </div>
      ) : (
        <table className={tableStyles.table}>
          <TableHead caption="Applications, newest first" columns={['Name', 'Email', 'Litter', 'Status', 'Received', MESSAGES.payments.column]} />
          <tbody>
            {rows.map((a: Application) => (
              <tr key={a.id}>
                <th scope="row" className={tableStyles.name}>
                  <Link href={`/admin/applications/${a.id}`}>{a.contact.name}</Link>
                </th>
                <td data-label="Email">{a.contact.email}</td>
                <td data-label="Litter">{a.preferences.litterId ? (litterName.get(a.preferences.litterId) ?? '—') : 'Any litter'}</td>
                <td data-label="Status">
                  <span className={`${tableStyles.badge} ${BADGE[a.status]}`}>{APPLICATION_STATUS_LABELS[a.status]}</span>
                </td>
                <td data-label="Received">{received(a.createdAt)}</td>
                <PaymentsCell applicationId={a.id} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager base={base} page={page} total={total} shown={rows.length} label="Pages of applications" />
    </>
  );
}
