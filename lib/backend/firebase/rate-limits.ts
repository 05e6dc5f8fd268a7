import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { RateLimitStore } from '../types';
import { withFirestoreErrors } from './convert';

export const RATE_LIMITS = 'rateLimits';

/** Enough for any limit the app sets (a handful per window); older hits are dropped first. */
const MAX_HITS = 200;

function hitsOf(v: unknown, since: number): number[] {
  return Array.isArray(v) ? v.filter((t): t is number => typeof t === 'number' && t > since) : [];
}

/**
 * Sliding windows, one document per key (`rateLimits/{sha256(key)}`) holding the times of recent
 * hits in milliseconds (the key itself, often an IP address, is not stored). `hit` is a read-modify-write in a transaction (no arrayUnion: the list is
 * pruned on every write). `expireAt` lets a Firestore TTL policy delete idle keys.
 */
export function createFirebaseRateLimitStore(db: Firestore): RateLimitStore {
  const col = db.collection(RATE_LIMITS);
  const ref = (key: string) => col.doc(createHash('sha256').update(key).digest('hex'));

  return withFirestoreErrors<RateLimitStore>(
    {
      async hit({ key, windowMs }) {
        const r = ref(key);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          const now = Date.now();
          const hits = [...hitsOf(snap.get('hits'), now - windowMs), now].slice(-MAX_HITS);
          tx.set(r, { hits, updatedAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + windowMs) });
          return hits.length;
        });
      },
      async count({ key, windowMs }) {
        const snap = await ref(key).get();
        return snap.exists ? hitsOf(snap.get('hits'), Date.now() - windowMs).length : 0;
      },
      async clear({ key }) {
        await ref(key).delete();
      },
    },
    'rateLimits',
  );
}
