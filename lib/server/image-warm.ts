import 'server-only';
import { after } from 'next/server';
import { serverEnv } from '@/lib/config/env';
import { BROWSER_IMAGE_ACCEPT, optimizerPath, warmWidths, type WarmKind } from '@/lib/domain/image-warm';

/**
 * Photos ready before anyone asks (docs/images.md): after an upload's response is sent, the server
 * requests its own image optimizer (`/_next/image`, Next's public URL) for each size visitors'
 * screens pick (lib/domain/image-warm.ts), one at a time, as a browser would. The optimizer makes
 * and caches each; a family's first view of the new photo is then a cache hit instead of a
 * 1–2 s resize and AVIF encode. Only the public optimizer URL is used, nothing of Next's internals.
 */

export type WarmResult = { width: number; status: number; ms: number; cache: string | null };

/** Where this server answers itself: IMAGE_WARM_ORIGIN, or the loopback at the port it listens on. */
export function warmOrigin(): string {
  const env = serverEnv();
  return (env.IMAGE_WARM_ORIGIN ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** One request per size, in turn (two cores stay free for visitors); a failure is only logged. */
export async function warmImage(src: string, kind: WarmKind, origin = warmOrigin()): Promise<WarmResult[]> {
  const results: WarmResult[] = [];
  for (const width of warmWidths(kind)) {
    const started = performance.now();
    try {
      const res = await fetch(`${origin}${optimizerPath(src, width)}`, { headers: { accept: BROWSER_IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      results.push({ width, status: res.status, ms: Math.round(performance.now() - started), cache: res.headers.get('x-nextjs-cache') });
    } catch {
      results.push({ width, status: 0, ms: Math.round(performance.now() - started), cache: null });
    }
  }
  const failed = results.filter((r) => r.status !== 200);
  if (failed.length) console.warn(`[images] could not prepare ${failed.length} of ${results.length} sizes of ${src} (first view will make them)`);
  return results;
}

/** Schedules warmImage after the current response (Next's `after`), unless IMAGE_WARM=off. */
export function warmImageAfterResponse(src: string, kind: WarmKind): void {
  if (serverEnv().IMAGE_WARM === 'off') return;
  after(() => warmImage(src, kind).then(() => undefined));
}
