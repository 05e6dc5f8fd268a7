export interface HeldFirstFrame {
  held: boolean;
  reason: string | null;
  firstRefusalMs: number | null;
  firstPaintMs: number | null;
}
/** Whether the browser held back the page's first frame in a Lighthouse run's trace. */
export function heldFirstFrame(traceEvents: Array<{ name?: string; ts?: number; args?: unknown }>): HeldFirstFrame;
