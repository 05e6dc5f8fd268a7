import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { siteUrl } from '@/lib/config/site-origin';
import { queueMail } from '@/lib/mail';
import { isAdminPath, noticeBody, type OwnerNoticeInput } from '@/lib/domain/notifications';
import { SITE } from '@/lib/domain/site';

export type { OwnerNoticeInput, OwnerNoticeKind } from '@/lib/domain/notifications';

/**
 * Tells the owner (docs/notifications.md): one notice of a kind (a new application, a contact
 * message kept in the outbox, a recorded payment, a signed contract, a due treatment) becomes an
 * e-mail to the notification addresses of Basic Info, queued through lib/mail (kind 'owner',
 * listed in Admin › Outbox), with a link to the admin page `adminPath`.
 *
 * Never throws: what the caller did is already stored, and a failed notice must not undo it or
 * fail the visitor's request (it is logged without its text). With no notification address,
 * nothing is mailed. The text must not hold a family's status link or any other secret.
 */
export async function notifyOwner(notice: OwnerNoticeInput, backend?: Backend): Promise<void> {
  try {
    const b = backend ?? (await getBackend());
    if (!isAdminPath(notice.adminPath)) throw new Error(`not an admin path (${notice.kind})`);
    const to = (await b.settings.getBasicInfo())?.notificationEmails ?? [];
    if (to.length === 0) return;
    await queueMail(
      {
        kind: 'owner',
        to,
        subject: notice.subject.slice(0, 200),
        body: noticeBody(notice, siteUrl()),
        fromName: SITE.name,
        replyEmail: '',
        phone: '',
      },
      b,
    );
  } catch (e) {
    console.error(`[notify] could not queue the owner's ${notice.kind} notice`, e instanceof Error ? e.message : e);
  }
}
