import { describe, expect, it } from 'vitest';
import { heldFirstFrame } from './held-frame.mjs';

// Trace timestamps are microseconds; the page's navigation starts at 1 s.
const NAV = 1_000_000;
const at = (ms: number) => NAV + ms * 1000;
const nav = { name: 'navigationStart', ts: NAV, args: { frame: 'F1', data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/studs' } } };
const blankNav = { name: 'navigationStart', ts: at(900), args: { frame: 'F1', data: { isLoadingMainFrame: true, documentLoaderURL: '' } } };
const fcp = (ms: number, frame = 'F1') => ({ name: 'firstContentfulPaint', ts: at(ms), args: { frame } });
const decision = (ms: number, reason: string, send: boolean) => ({ name: 'SendBeginFrameDecision', ts: at(ms), args: { reason, should_send: send } });

describe('heldFirstFrame', () => {
  it('is not held when viz offered every frame before the first paint', () => {
    const r = heldFirstFrame([nav, decision(15, 'SendDefault', true), decision(31, 'SendFrameTiming', true), fcp(250)]);
    expect(r).toEqual({ held: false, reason: null, firstRefusalMs: null, firstPaintMs: 250 });
  });

  it('is held when viz refused frames before the first paint, whatever the throttle is called', () => {
    for (const reason of ['ThrottleUndrawnFrames', 'ThrottleUnresponsiveClient']) {
      const r = heldFirstFrame([nav, decision(164, 'SendFrameTiming', true), decision(180, reason, false), decision(197, reason, false), fcp(1234)]);
      expect(r).toEqual({ held: true, reason, firstRefusalMs: 180, firstPaintMs: 1234 });
    }
  });

  it('ignores refusals before the navigation and after the first paint, and a paint in another frame', () => {
    const events = [decision(-50, 'ThrottleUndrawnFrames', false), nav, fcp(120, 'OTHER'), fcp(240), decision(600, 'ThrottleUndrawnFrames', false), blankNav];
    expect(heldFirstFrame(events)).toEqual({ held: false, reason: null, firstRefusalMs: null, firstPaintMs: 240 });
  });

  it('says nothing without the page navigation', () => {
    expect(heldFirstFrame([decision(180, 'ThrottleUndrawnFrames', false)])).toEqual({ held: false, reason: null, firstRefusalMs: null, firstPaintMs: null });
  });
});
