import 'server-only';
import { after } from 'next/server';
import { serverEnv } from '@/lib/config/env';
import { BROWSER_IMAGE_ACCEPT, optimizerPath, warmWidths, type WarmKind } from '@/lib/domain/image-warm';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';

/**
 * Photos ready before anyone asks (docs/images.md): after an upload's response is sent, the server
 * requests its own image optimizer (`/_next/image`, Next's public URL) for each size visitors'
 * screens pick (lib/domain/image-warm.ts), one at a time, as a browser would. The optimizer makes
 * and caches each; a family's first view of the new photo is then a cache hit instead of a
 * 1–2 s resize and AVIF encode. Only the public optimizer URL is used, nothing of Next's internals.
 */

type WarmResult = { width: number; status: number; ms: number; cache: string | null };

/** Where this server answers itself: IMAGE_WARM_ORIGIN, or the loopback at the port it listens on. */
function warmOrigin(): string {
  const env = serverEnv();
  // The port as the server really listens: Next writes it to process.env.PORT once it listens (also
  // for `next start -p`), after the parsed environment was read at start.
  const port = Number(process.env.PORT) || env.PORT || 3000;
  return (env.IMAGE_WARM_ORIGIN ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
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

/**
 * At start, once this server answers, the current hero image (the home page's first picture) is
 * prepared in every size screens pick, one at a time, so a first visitor never waits for it.
 * IMAGE_WARM=off skips it. (It no longer guards against the optimizer bug docs/images.md describes:
 * the hero's route is not exposed to it.)
 */
export function warmHeroAtStart(): void {
  // Not while `next build` renders pages (this hook runs there too): only a serving process warms.
  if (serverEnv().IMAGE_WARM === 'off' || process.env.NEXT_PHASE === 'phase-production-build') return;
  void (async () => {
    for (let attempt = 0; attempt < 120; attempt++) {
      try {
        const res = await fetch(`${warmOrigin()}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      // Unref'd: waiting for the server never keeps a process alive.
      await new Promise((r) => setTimeout(r, 1_000).unref());
    }
    try {
      const { getHeroImage } = await import('./data');
      const hero = await getHeroImage();
      await warmImage(hero.url || DEFAULT_HERO_IMAGE, 'hero');
    } catch (e) {
      console.warn(`[images] could not prepare the hero image at start: ${e instanceof Error ? e.message : String(e)}`);
    }
  })();
}
