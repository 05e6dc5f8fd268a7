import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RATE_KEY_IDLE_MS, type RateLimitStore } from '../types';
import { withFirestoreErrors } from './convert';

const RATE_LIMITS = 'rateLimits';

/** Enough for any limit the app sets (a handful per window); older hits are dropped first. */
const MAX_HITS = 200;
/** How often `hit` sweeps keys not seen again (per process), and how many documents one sweep removes. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_KEYS = 200;

function hitsOf(v: unknown, since: number): number[] {
  return Array.isArray(v) ? v.filter((t): t is number => typeof t === 'number' && t > since) : [];
}

/**
 * Sliding windows, one document per key (`rateLimits/{sha256(key)}`) holding the times of recent
 * hits in milliseconds (the key itself, often an IP address, is not stored). `hit` is a read-modify-write in a transaction (no arrayUnion: the list is
 * pruned on every write). Documents of keys not seen again are deleted by `prune` (run by `hit`
 * at most once a minute per process); `expireAt` also lets a Firestore TTL policy delete them.
 */
export function createFirebaseRateLimitStore(db: Firestore): RateLimitStore {
  const col = db.collection(RATE_LIMITS);
  const ref = (key: string) => col.doc(createHash('sha256').update(key).digest('hex'));
  let lastSweep = 0;

  async function prune(idleMs: number, limit: number): Promise<number> {
    const cutoff = Timestamp.fromMillis(Date.now() - idleMs);
    const idle = await col.where('updatedAt', '<=', cutoff).limit(limit).get();
    let removed = 0;
    for (const doc of idle.docs) {
      // Re-checked in a transaction: a hit that arrived since the query keeps its document.
      const gone = await db.runTransaction(async (tx) => {
        const snap = await tx.get(doc.ref);
        const at = snap.get('updatedAt');
        if (!snap.exists || !(at instanceof Timestamp) || at.toMillis() > cutoff.toMillis()) return false;
        tx.delete(doc.ref);
        return true;
      });
      if (gone) removed++;
    }
    return removed;
  }

  return withFirestoreErrors<RateLimitStore>(
    {
      async hit({ key, windowMs }) {
        const r = ref(key);
        const n = await db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          const now = Date.now();
          const hits = [...hitsOf(snap.get('hits'), now - windowMs), now].slice(-MAX_HITS);
          tx.set(r, { hits, updatedAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + windowMs) });
          return hits.length;
        });
        if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
          lastSweep = Date.now();
          // Never fails the hit: the sweep is housekeeping.
          await prune(RATE_KEY_IDLE_MS, SWEEP_KEYS).catch((e: unknown) => console.warn('[rateLimits] prune failed', e));
        }
        return n;
      },
      async count({ key, windowMs }) {
        const snap = await ref(key).get();
        return snap.exists ? hitsOf(snap.get('hits'), Date.now() - windowMs).length : 0;
      },
      async clear({ key }) {
        await ref(key).delete();
      },
      async prune({ idleMs, limit = SWEEP_KEYS }) {
        return prune(idleMs, limit);
      },
    },
    'rateLimits',
  );
}
