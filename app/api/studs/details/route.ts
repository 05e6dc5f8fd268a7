import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/auth/session';
import { MESSAGES } from '@/lib/domain/messages';
import { availableStudDetails } from '@/lib/server/studs';

export const dynamic = 'force-dynamic';

/** Stud details for signed-in users only; anonymous visitors get 401 and nothing else. */
export async function GET() {
  const user = await currentUser();
  if (!user) {
    return NextResponse.json({ error: MESSAGES.studs.signInForDetails }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  try {
    return NextResponse.json(
      { studs: await availableStudDetails() },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (e) {
    console.error('[studs] details failed', e);
    return NextResponse.json({ error: MESSAGES.studs.loadError }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
