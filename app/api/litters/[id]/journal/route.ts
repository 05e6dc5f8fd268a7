import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { MESSAGES } from '@/lib/domain/messages';
import { familyPostsFor } from '@/lib/server/family-status';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * A litter's families-only journal posts, for the client island on /litters/[id]. The session is
 * verified and the user re-read from the store (currentUser); the link is read from the families
 * store: only the owner and families linked to this litter get the posts. Anonymous visitors get
 * 401, other signed-in users 403, and nothing else.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const user = await currentUser();
  if (!user) return NextResponse.json({ error: MESSAGES.journal.signInToFollow }, { status: 401, headers: NO_STORE });
  const { id } = await ctx.params;
  try {
    const answer = await familyPostsFor(user, id);
    if (answer.status === 'no-litter') return NextResponse.json({ error: MESSAGES.journal.noSuchLitter }, { status: 404, headers: NO_STORE });
    if (answer.status === 'not-linked') return NextResponse.json({ error: MESSAGES.journal.notLinked }, { status: 403, headers: NO_STORE });
    return NextResponse.json({ posts: answer.posts }, { headers: NO_STORE });
  } catch (e) {
    console.error('[journal] families posts failed', e);
    return NextResponse.json({ error: MESSAGES.journal.loadError }, { status: 503, headers: NO_STORE });
  }
}
