import 'server-only';
import { getBackend, type Backend } from '@/lib/backend';
import type { Application } from '@/lib/domain/application';
import { AppError } from '@/lib/domain/errors';
import { OUTBOX_KINDS, type OutboxKind, type OutboxMessage } from '@/lib/domain/outbox';
import { normalizeEmail } from '@/lib/domain/user';

/**
 * "Delete family" (docs/family-journey.md): removes an application and everything about the family, on
 * request. In order: waitlist entries (the lists renumber), ledger entries, the family links of
 * their account for the litters this application was on (unless another of the account's
 * applications is still on that litter's list), outbox mail addressed to their email of the
 * family kinds (application, family, announcement, subscription) with its delivery records, the announcement subscriber with that email, and the
 * application itself (and with it the status-link hash, so the old link answers 404).
 *
 * Not touched: the account (a person may keep their login; delete it in Admin › Users), contact
 * messages (the product's Admin › Messages keeps its own life), and puppies' statuses (a picked puppy stays
 * Reserved until the owner changes it: it is the owner's record, not the family's).
 */

/** Outbox kinds that are about a family (those that exist in this build). */
const FAMILY_MAIL_KINDS: readonly OutboxKind[] = OUTBOX_KINDS.filter((k) => (['application', 'family', 'announcement', 'subscription'] as readonly string[]).includes(k));

type DeletedFamily = {
  application: Application;
  waitlistEntries: number;
  ledgerEntries: number;
  familyLinks: number;
  outboxMessages: number;
  subscribers: number;
};

/** Every outbox message of `kind` addressed (among others) to `email`, page by page. */
async function outboxTo(backend: Backend, kind: OutboxKind, email: string): Promise<OutboxMessage[]> {
  const found: OutboxMessage[] = [];
  let before: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await backend.outbox.page({ kind, limit: 200, before });
    for (const m of page) if (m.to.some((t) => normalizeEmail(t) === email)) found.push(m);
    if (page.length < 200) return found;
    const last = page[page.length - 1]!;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

/** Deletes the family of application `id`; `not_found` when there is no such application. */
export async function deleteFamily(id: string, backend?: Backend): Promise<DeletedFamily> {
  const b = backend ?? (await getBackend());
  const application = await b.applications.get({ id });
  if (!application) throw new AppError('not_found');
  const email = normalizeEmail(application.contact.email);

  // Revoke the status link first: from here on the old link answers 404 even if a later step fails.
  if (application.statusTokenHash) await b.applications.setStatusTokenHash({ id, tokenHash: null });

  const entries = await b.waitlists.removeByApplication({ applicationId: id });
  const ledger = await b.ledger.deleteByApplication({ applicationId: id });
  // What the site told the owner about this family (names in its notices; docs/notifications.md).
  await b.ownerNotices.deleteByAdminPath({ adminPath: `/admin/applications/${id}` });
  // Online payments' processed events (Stripe's ids and which entry they became; docs/payments.md).
  await b.paymentEvents.deleteByApplication({ applicationId: id });
  // Contracts (docs/contracts.md): unsigned ones go; a signed one stays as the owner's legal copy
  // (its text and signing record), as the privacy policy states.
  await b.contracts.removeForFamily({ applicationId: id });

  let familyLinks = 0;
  if (application.userId) {
    const litterIds = new Set([...entries.map((e) => e.litterId), ...ledger.map((l) => l.litterId).filter((x): x is string => !!x)]);
    const others = (await b.applications.listByUser({ userId: application.userId })).filter((a) => a.id !== id);
    const stillOn = new Set((await Promise.all(others.map((a) => b.waitlists.listByApplication({ applicationId: a.id })))).flat().map((e) => e.litterId));
    for (const litterId of litterIds) {
      if (stillOn.has(litterId)) continue;
      if (!(await b.families.get({ litterId, userId: application.userId }))) continue;
      await b.families.unlink({ litterId, userId: application.userId });
      familyLinks++;
    }
  }

  let outboxMessages = 0;
  for (const kind of FAMILY_MAIL_KINDS) {
    for (const m of await outboxTo(b, kind, email)) {
      await b.outbox.delete({ id: m.id });
      await b.mailDeliveries.delete({ messageId: m.id });
      outboxMessages++;
    }
  }

  const subscriber = await b.subscribers.getByEmail({ email });
  if (subscriber) await b.subscribers.deleteByEmail({ email });
  const subscribers = subscriber ? 1 : 0;
  await b.applications.delete({ id });
  return { application, waitlistEntries: entries.length, ledgerEntries: ledger.length, familyLinks, outboxMessages, subscribers };
}
