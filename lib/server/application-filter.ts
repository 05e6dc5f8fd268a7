import 'server-only';
import { APPLICATION_LIMITS } from '@/lib/domain/application';
import { seal, unseal } from '@/lib/security/sealed';

/**
 * Admin › Applications' filter by a family's e-mail (docs/family-journey.md): the form posts the
 * address, and the list's address carries it sealed (`?family=`), so the filtered list is still a
 * link the owner can reload and page through, and no family's address is in the browser's history,
 * a proxy's log or a Referer.
 */
const PURPOSE = 'admin-applications-family';

/** The sealed filter for a typed address (lowercase, trimmed); undefined for none or one too long. */
export function familyFilter(email: string): string | undefined {
  const e = email.trim().toLowerCase();
  return e && e.length <= APPLICATION_LIMITS.email ? seal(e, PURPOSE) : undefined;
}

/** The address a `?family=` names, or null when it is not one this site sealed. */
export function familyFilterEmail(family: string | undefined): string | null {
  return family ? unseal(family, PURPOSE) : null;
}
