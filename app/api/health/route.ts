import { NextResponse } from 'next/server';
import { checkStore } from '@/lib/server/store-health';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Liveness and readiness for the container healthcheck and the reverse proxy: 200 when the store
 * answers a real read (the users count: SQLite on the embedded default, Firestore in Firebase mode),
 * 503 otherwise. Says nothing about the data itself.
 */
export async function GET() {
  const started = Date.now();
  try {
    const { kind } = await checkStore();
    return NextResponse.json({ ok: true, backend: kind, ms: Date.now() - started }, { headers: NO_STORE });
  } catch (e) {
    console.error('[health] store check failed', e);
    return NextResponse.json({ ok: false, error: 'The store does not answer.' }, { status: 503, headers: NO_STORE });
  }
}
