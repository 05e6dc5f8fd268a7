'use server';

import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/guard';
import { applicationListHref, parseApplicationListQuery } from '@/lib/domain/application-replies';
import { text } from '@/lib/domain/form-data';
import { familyFilter } from '@/lib/server/application-filter';

/**
 * Admin › Applications' filter form, posted (with or without the script): answered with the list's
 * address, the family's e-mail sealed in it, never written there (lib/server/application-filter.ts).
 * A navigation, not an admin action: it reads and writes nothing, anyone but an admin is sent to
 * sign in as the admin pages do, and the list it sends to checks the role itself.
 */
export async function filterApplicationsAction(formData: FormData): Promise<void> {
  await requireAdminPage();
  const { status, litterId } = parseApplicationListQuery({ status: text(formData, 'status'), litter: text(formData, 'litter') });
  redirect(applicationListHref({ status, litterId, family: familyFilter(text(formData, 'email')) }));
}
