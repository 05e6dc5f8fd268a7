import 'server-only';
import type { Backend } from '@/lib/backend/types';
import { waitlistMailBody, type WaitlistMessage } from '@/lib/domain/waitlist-message';
import { mailFreshStatusLink } from './applications';

/**
 * Writes once to a litter's waitlist (docs/notifications.md): one mail per family on it (or only
 * those with a deposit for this litter), queued through lib/mail as a 'family' mail (delivery state
 * in Admin › Outbox), each ending with the family's own status link. Status links are stored only
 * as hashes, so each family gets a fresh one (its earlier link stops working), as the family hub's
 * "new link" does. The links are secrets: never logged, and the outbox shows them removed.
 * Returns how many mails were queued.
 */
export async function messageWaitlist(backend: Backend, message: WaitlistMessage): Promise<number> {
  const [entries, info] = await Promise.all([backend.waitlists.listByLitter({ litterId: message.litterId }), backend.settings.getBasicInfo()]);
  let queued = 0;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.applicationId)) continue;
    seen.add(entry.applicationId);
    const application = await backend.applications.get({ id: entry.applicationId });
    if (!application?.contact.email) continue;
    if (message.audience === 'deposit') {
      const ledger = await backend.ledger.listByApplication({ applicationId: application.id });
      if (!ledger.some((l) => l.kind === 'deposit' && (l.litterId === null || l.litterId === message.litterId))) continue;
    }
    await mailFreshStatusLink(backend, application, (link) => ({
      subject: message.subject,
      body: waitlistMailBody(message.body, link),
      replyEmail: info?.email ?? '',
    }));
    queued++;
  }
  return queued;
}
