/**
 * Next's cache values hold Buffers (RSC payloads, route bodies) and Maps (segment data); the store
 * keeps text. Encoded as JSON with tagged objects, decoded back to the same shapes.
 */
export function encodeValue(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, v: unknown) {
    // `this[key]` is the value before Buffer#toJSON ran.
    const raw = this[key];
    if (ArrayBuffer.isView(raw)) return { __b64: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { __map: [...raw] };
    return v;
  });
}

export function decodeValue(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as { __b64?: unknown; __map?: unknown };
      if (typeof o.__b64 === 'string') return Buffer.from(o.__b64, 'base64');
      if (Array.isArray(o.__map)) return new Map(o.__map as [unknown, unknown][]);
    }
    return v;
  });
}
