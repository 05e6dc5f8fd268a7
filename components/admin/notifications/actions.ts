'use server';

import { revalidatePath } from 'next/cache';
import { text } from '@/lib/domain/form-data';
import { setSiteTimeZone } from '@/lib/domain/format';
import type { FormState } from '@/lib/domain/form-state';
import { NOTIFICATION_MESSAGES as M, OWNER_NOTICE_KINDS, ownerPreferencesInputSchema, type OwnerNoticeKind } from '@/lib/domain/notifications';
import { adminAction } from '@/lib/server/admin-action';

type NotificationSettingsField = 'timeZone' | `mode-${OwnerNoticeKind}`;
export type NotificationSettingsState = FormState<NotificationSettingsField>;

/**
 * Saves how each kind of notice reaches the owner (at once or in the daily digest) and the
 * breeder's time zone (docs/notifications.md). Every field is checked; bad input stores nothing.
 * Every admin page shows dates in the zone, so the admin is rendered again.
 */
export async function saveNotificationSettingsAction(_prev: NotificationSettingsState, fd: FormData): Promise<NotificationSettingsState> {
  return adminAction<NotificationSettingsField>(M.failed, async (_admin, backend) => {
    const modes = Object.fromEntries(OWNER_NOTICE_KINDS.map((k) => [k, text(fd, `mode-${k}`)]));
    const parsed = ownerPreferencesInputSchema.safeParse({ modes, timeZone: text(fd, 'timeZone') });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<NotificationSettingsField, string>> = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'timeZone') fieldErrors.timeZone = M.badZone;
        else if (issue.path[0] === 'modes' && typeof issue.path[1] === 'string') fieldErrors[`mode-${issue.path[1] as OwnerNoticeKind}`] = M.badMode;
      }
      return { status: 'invalid', message: Object.values(fieldErrors)[0] ?? M.failed, fieldErrors };
    }
    await backend.ownerNotices.setPreferences({ input: parsed.data });
    setSiteTimeZone(parsed.data.timeZone);
    revalidatePath('/admin', 'layout');
    return { status: 'ok', message: M.saved };
  });
}
