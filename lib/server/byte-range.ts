/**
 * One HTTP byte range (RFC 9110 §14) of a file of `size` bytes, for the media route: browsers ask
 * for ranges to play and seek videos (Safari plays nothing without them). Only a single range is
 * served; several ranges, a malformed header or another unit get the whole file (null), as the RFC
 * allows; a range that starts past the end is unsatisfiable.
 */
type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function parseByteRange(header: string | null, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last N bytes.
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
