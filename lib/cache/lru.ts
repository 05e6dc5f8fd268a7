/**
 * A least-recently-used map bounded by the total size of its values (in UTF-16 code units, close
 * enough to bytes for HTML and JSON). A value larger than the whole bound is not kept.
 */
export class SizedLru<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.map.set(key, { value, size });
    this.total += size;
    for (const [oldest, { size: s }] of this.map) {
      if (this.total <= this.maxSize) break;
      this.map.delete(oldest);
      this.total -= s;
    }
  }

  delete(key: string): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.total -= hit.size;
  }

  get size(): number {
    return this.map.size;
  }
}
