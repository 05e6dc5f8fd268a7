/** A schema.org JSON-LD block (lib/domain/jsonld.ts builds them). */
export type JsonLd = Record<string, unknown>;

/** Serialises for a <script type="application/ld+json">, escaping `<` so no tag can be closed early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
