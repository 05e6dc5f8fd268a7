import { describe, expect, it } from 'vitest';
import { runPool } from './run-pool';

describe('runPool', () => {
  it('runs every item with never more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([30, 10, 20, 5, 1], 2, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      done.push(i);
    });
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('does nothing for an empty list', async () => {
    await expect(runPool([], 2, async () => {})).resolves.toBeUndefined();
  });
});
