/**
 * Whether the browser held back the page's first frame in a Lighthouse run (docs/performance.md,
 * "The held first frame").
 *
 * Lighthouse's mobile emulation resizes the page's view while it loads. Frames the page draws at the
 * old size are never shown, and after a few of them Chromium's display compositor (viz) stops
 * offering the page new frames, then offers one a second: the trace records each refusal as a
 * `SendBeginFrameDecision` with `should_send: false` and a reason starting `Throttle`
 * (`ThrottleUndrawnFrames` on this machine; `ThrottleUnresponsiveClient` in reports from other
 * machines). The page is ready to paint, but its first frame reaches the screen up to one or two
 * whole seconds later, and Lantern charges everything that happened before that moment to the
 * simulated FCP and LCP. The refusals are only in the trace when its `viz` category is recorded
 * (bench.mjs adds it). The event does not name the frame sink it refused; in runs whose first frame
 * came on time (a static page, 6 of 6) there was no refusal at all before the first paint.
 *
 * @param {Array<{name?: string, ts?: number, args?: any}>} traceEvents
 * @returns {{ held: boolean, reason: string | null, firstRefusalMs: number | null, firstPaintMs: number | null }}
 *   times in ms from the page's navigation start
 */
export function heldFirstFrame(traceEvents) {
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL);
  if (!nav) return { held: false, reason: null, firstRefusalMs: null, firstPaintMs: null };
  const frame = nav.args.frame;
  const paint = traceEvents
    .filter((e) => e.name === 'firstContentfulPaint' && e.ts >= nav.ts && (!frame || !e.args?.frame || e.args.frame === frame))
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint ? paint.ts : Infinity;
  const refusals = traceEvents
    .filter(
      (e) =>
        e.name === 'SendBeginFrameDecision' &&
        e.args?.should_send === false &&
        String(e.args?.reason ?? '').startsWith('Throttle') &&
        e.ts >= nav.ts &&
        e.ts <= end,
    )
    .sort((a, b) => a.ts - b.ts);
  const ms = (ts) => Math.round((ts - nav.ts) / 1000);
  return {
    held: refusals.length > 0,
    reason: refusals[0]?.args.reason ?? null,
    firstRefusalMs: refusals[0] ? ms(refusals[0].ts) : null,
    firstPaintMs: paint ? ms(paint.ts) : null,
  };
}
