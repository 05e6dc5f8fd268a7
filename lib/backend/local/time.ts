/**
 * Now as an ISO time strictly after `prev` (ISO): every edit moves a record's updatedAt forward,
 * even two edits within one millisecond, so "changed since" checks and newest-first orders hold.
 * An unreadable `prev` gives now. (Firestore keeps microseconds instead: firebase/convert.ts
 * nowTimestamp.)
 */
export function isoAfter(prev: string, now: number = Date.now()): string {
  const p = Date.parse(prev);
  return new Date(Number.isNaN(p) || now > p ? now : p + 1).toISOString();
}
