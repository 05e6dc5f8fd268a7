import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { getBackend } from '@/lib/backend';
import { MESSAGES } from '@/lib/domain/messages';
import { toPublicJournalPost } from '@/lib/domain/journal';
import { canReadFamilyPosts } from '@/lib/server/journal';

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
    const backend = await getBackend();
    const litter = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await backend.litters.get({ id }) : null;
    if (!litter) return NextResponse.json({ error: MESSAGES.journal.noSuchLitter }, { status: 404, headers: NO_STORE });
    if (!(await canReadFamilyPosts(backend, user, id))) {
      return NextResponse.json({ error: MESSAGES.journal.notLinked }, { status: 403, headers: NO_STORE });
    }
    const posts = await backend.journal.listByLitter({ litterId: id });
    return NextResponse.json({ posts: posts.filter((p) => p.visibility === 'families').map(toPublicJournalPost) }, { headers: NO_STORE });
  } catch (e) {
    console.error('[journal] families posts failed', e);
    return NextResponse.json({ error: MESSAGES.journal.loadError }, { status: 503, headers: NO_STORE });
  }
}
