import { describe, expect, it } from 'vitest';
import { isoAfter } from './time';

describe('isoAfter', () => {
  const t = Date.parse('2026-03-01T10:00:00.000Z');

  it('is now when now is later than the previous time', () => {
    expect(isoAfter('2026-03-01T09:59:59.999Z', t)).toBe('2026-03-01T10:00:00.000Z');
  });

  it('is one millisecond after the previous time within the same millisecond, or when the clock went back', () => {
    expect(isoAfter('2026-03-01T10:00:00.000Z', t)).toBe('2026-03-01T10:00:00.001Z');
    expect(isoAfter('2026-03-01T10:00:05.000Z', t)).toBe('2026-03-01T10:00:05.001Z');
  });

  it('keeps increasing over a burst of edits in one millisecond', () => {
    let at = '2026-03-01T10:00:00.000Z';
    for (let i = 0; i < 3; i++) at = isoAfter(at, t);
    expect(at).toBe('2026-03-01T10:00:00.003Z');
  });

  it('is now for an unreadable previous time', () => {
    expect(isoAfter('', t)).toBe('2026-03-01T10:00:00.000Z');
    expect(isoAfter('not a time', t)).toBe('2026-03-01T10:00:00.000Z');
  });
});
