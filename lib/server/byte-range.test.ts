import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange (video seeking on the media route)', () => {
  it('reads a start-end range, an open range and a suffix range', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    // An end past the file is cut to its last byte.
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('serves the whole file for no header, another unit, several ranges or nonsense', () => {
    for (const h of [null, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=-', 'bytes=9-3']) expect(parseByteRange(h, 1000)).toBeNull();
  });

  it('says unsatisfiable for a start past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
