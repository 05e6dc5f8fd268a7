import type { RateLimitStore } from '../types';
import type { Db } from './db';

/** Sliding-window counters in SQLite, so limits hold across restarts and processes of one server. */
export function createLocalRateLimitStore(db: Db): RateLimitStore {
  const insert = db.prepare('INSERT INTO rate_events (key, at) VALUES (?, ?)');
  const count = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM rate_events WHERE key = ? AND at > ?');
  const prune = db.prepare('DELETE FROM rate_events WHERE key = ? AND at <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE key = ?');
  const hitTx = db.transaction((key: string, windowMs: number) => {
    const now = Date.now();
    prune.run(key, now - windowMs);
    insert.run(key, now);
    return count.get(key, now - windowMs)!.n;
  });
  return {
    async hit({ key, windowMs }) {
      return hitTx.immediate(key, windowMs);
    },
    async count({ key, windowMs }) {
      return count.get(key, Date.now() - windowMs)!.n;
    },
    async clear({ key }) {
      clear.run(key);
    },
  };
}
