import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guard';
import { ADMIN_PATH, NOTIFICATION_MESSAGES as M } from '@/lib/domain/notifications';
import { MESSAGES } from '@/lib/domain/messages';
import { isBodyTooLarge, readBodyLimited } from '@/lib/security/body-limit';
import { logUnexpected, statusFor } from '@/lib/server/admin-errors';
import { seeAdminPathFor } from '@/lib/server/admin-badges';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({ path: z.string().max(300).regex(ADMIN_PATH) });

/**
 * The admin shell posts here when the owner opens an admin page: that page's tab counts as seen from
 * now (the account's last-seen time, kept on the server) and the menu gets its badges anew
 * (docs/notifications.md). A route handler and not a server action: Next 15.5's router runs server
 * actions through the same queue as navigations, and one in flight when the owner followed a link or
 * saved (every admin page sent this one as it opened) could leave that navigation or save pending
 * for good (docs/testing.md, "Server actions and navigations").
 */
export async function POST(req: Request) {
  try {
    const admin = await requireAdmin();
    const raw = await readBodyLimited(req, 1024).catch((e: unknown) => {
      if (isBodyTooLarge(e)) return null;
      throw e;
    });
    let json: unknown = null;
    try {
      json = raw ? JSON.parse(new TextDecoder().decode(raw)) : null;
    } catch {
      json = null;
    }
    const body = bodySchema.safeParse(json);
    if (!body.success) return NextResponse.json({ error: M.notAdminPage }, { status: 400 });
    return NextResponse.json({ badges: await seeAdminPathFor(admin.id, body.data.path) });
  } catch (e) {
    logUnexpected('admin menu', e);
    const status = statusFor(e);
    return NextResponse.json({ error: status === 401 || status === 403 ? MESSAGES.forbidden : M.menuFailed }, { status });
  }
}
