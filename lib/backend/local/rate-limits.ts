import { RATE_KEY_IDLE_MS, type RateLimitStore } from '../types';
import type { Db } from './db';

/** How often `hit` sweeps keys not seen again (per process), and how many keys one sweep removes. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_KEYS = 500;

/** Sliding-window counters in SQLite, so limits hold across restarts and processes of one server. */
export function createLocalRateLimitStore(db: Db): RateLimitStore {
  const insert = db.prepare('INSERT INTO rate_events (key, at) VALUES (?, ?)');
  const count = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM rate_events WHERE key = ? AND at > ?');
  const prune = db.prepare('DELETE FROM rate_events WHERE key = ? AND at <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE key = ?');
  // Walks the (key, at) index: the newest hit of each key is its last entry there.
  const idleKeys = db.prepare<[number, number], { key: string }>('SELECT key FROM rate_events GROUP BY key HAVING MAX(at) <= ? LIMIT ?');
  const hitTx = db.transaction((key: string, windowMs: number) => {
    const now = Date.now();
    prune.run(key, now - windowMs);
    insert.run(key, now);
    return count.get(key, now - windowMs)!.n;
  });
  const pruneTx = db.transaction((idleMs: number, limit: number) => {
    const keys = idleKeys.all(Date.now() - idleMs, limit);
    for (const { key } of keys) clear.run(key);
    return keys.length;
  });
  let lastSweep = 0;

  return {
    async hit({ key, windowMs }) {
      const n = hitTx.immediate(key, windowMs);
      // Keys of clients never seen again (one per address of a flood) would stay for ever otherwise.
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        pruneTx.immediate(RATE_KEY_IDLE_MS, SWEEP_KEYS);
      }
      return n;
    },
    async count({ key, windowMs }) {
      return count.get(key, Date.now() - windowMs)!.n;
    },
    async clear({ key }) {
      clear.run(key);
    },
    async prune({ idleMs, limit = SWEEP_KEYS }) {
      return pruneTx.immediate(idleMs, limit);
    },
  };
}
