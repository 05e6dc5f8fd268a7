import { describe, expect, it } from 'vitest';
import { idOf, INDEX_SHARDS, keyOf, shardOf } from './puppy-index';

describe('the listing index keys', () => {
  it('are plain identifiers that give the id back, whatever the id holds', () => {
    for (const id of ['abc', '9starts-with_digit', '__--__', '_0_1', 'A-b_c-0_1', 'x'.repeat(40)]) {
      expect(keyOf(id)).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(idOf(keyOf(id))).toBe(id);
    }
    expect(new Set(['a_1', 'a-', 'a_0', 'a_']).size).toBe(new Set(['a_1', 'a-', 'a_0', 'a_'].map(keyOf)).size);
  });

  it('spread ids over every shard', () => {
    const used = new Set(Array.from({ length: 500 }, (_, i) => shardOf(`entry${i}`)));
    expect(used.size).toBe(INDEX_SHARDS);
  });
});
