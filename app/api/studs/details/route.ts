import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { getBackend } from '@/lib/backend';
import { MESSAGES } from '@/lib/domain/messages';
import { toStudDetails } from '@/lib/domain/stud';

export const dynamic = 'force-dynamic';

/** Stud details for signed-in users only; anonymous visitors get 401 and nothing else. */
export async function GET() {
  const user = await currentUser();
  if (!user) {
    return NextResponse.json({ error: MESSAGES.studs.signInForDetails }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  try {
    const studs = await (await getBackend()).studs.listAvailable();
    return NextResponse.json(
      { studs: studs.map(toStudDetails) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (e) {
    console.error('[studs] details failed', e);
    return NextResponse.json({ error: MESSAGES.studs.loadError }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
