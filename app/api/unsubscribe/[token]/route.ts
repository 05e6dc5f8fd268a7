import { readFormLimited } from '@/lib/security/body-limit';
import { unsubscribeByToken } from '@/lib/server/subscribers';

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` here (the
 * List-Unsubscribe header of every announcement); the /unsubscribe/<token> page's button posts
 * here too and is sent back to that page. An unknown or malformed token answers 404.
 */
export const dynamic = 'force-dynamic';

export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const done = await unsubscribeByToken(token);
  if (!done) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  let oneClick = false;
  try {
    oneClick = (await readFormLimited(req, 2_000)).get('List-Unsubscribe') === 'One-Click';
  } catch {
    oneClick = false;
  }
  if (oneClick) return new Response('Unsubscribed', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(null, { status: 303, headers: { Location: `/unsubscribe/${token}?done=1`, 'Cache-Control': 'no-store' } });
}
