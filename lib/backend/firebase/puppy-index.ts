import { type DocumentData, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { pageOfListing, type ListingFields, type PublicPage, type PublicPageQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/puppy';
import { docToPuppy, timeKey } from './convert';

/**
 * The public listing's search index on Firestore (docs/scale.md): every public entry's listing fields
 * (what filter, search and sort look at; no image, no dates shown only on the card) kept in
 * INDEX_SHARDS documents `puppyIndex/s<n>`, map `e.<keyOf(entry id)>` = a JSON array. Every adapter write
 * updates its entry's row in the same transaction (or batch) as the record, without reading the
 * shard (a merge of one map key). A page view reads the shards (INDEX_SHARDS document reads) and then
 * the page's records by id (at most pageSize reads): 10 + 12 at 12 per page, within the budget of
 * 2 × page size + 5 (docs/scale.md), whatever the catalogue's size.
 *
 * A shard written only by merges (no `built`) or missing, or of another INDEX_VERSION, means the
 * index was never built from the collection (data from before the index, or a fresh project): the
 * next query rebuilds every shard from the collection in one transaction (one read per entry, once).
 * Documents written to `puppies` by other tools are not indexed until then; docs/scale.md says how.
 *
 * Capacity: a Firestore document holds 1 MiB, so the index holds about 10 MB of listing text
 * (10,000 entries with descriptions of about 800 characters on average).
 */
const PUPPY_INDEX = 'puppyIndex';
export const INDEX_SHARDS = 10;
const INDEX_VERSION = 2;

/**
 * Map keys are plain identifiers (`k` + the id, `_` → `_0`, `-` → `_1`): a merge addresses them as
 * field paths, where a key starting with a digit or holding `-` must be quoted, and not every
 * emulator unquotes (version 1 used raw ids and lost such writes there).
 */
export function keyOf(id: string): string {
  return `k${id.replace(/_/g, '_0').replace(/-/g, '_1')}`;
}

export function idOf(key: string): string {
  return key.slice(1).replace(/_([01])/g, (_, c: string) => (c === '0' ? '_' : '-'));
}

/** The stored row: the fields of `ListingFields` but the id, and the record's creation time. */
type Row = [
  entryType: Puppy['entryType'],
  name: string,
  description: string,
  sex: Puppy['sex'],
  color: string,
  damName: string,
  studName: string,
  status: string,
  order: number,
  dob: string | null,
  expectedDate: string | null,
  price: number | null,
  createdMicros: number,
];

type IndexedEntry = ListingFields & { t: number };

/** FNV-1a over the id: a stable shard per entry. */
export function shardOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % INDEX_SHARDS;
}

function encode(p: Puppy, createdMicros: number): string {
  const row: Row = [p.entryType, p.name, p.description, p.sex, p.color, p.damName, p.studName, p.status, p.order, p.dob, p.expectedDate, p.price, createdMicros];
  return JSON.stringify(row);
}

function decode(id: string, json: unknown): IndexedEntry | null {
  if (typeof json !== 'string') return null;
  try {
    const [entryType, name, description, sex, color, damName, studName, status, order, dob, expectedDate, price, t] = JSON.parse(json) as Row;
    return { id, entryType, name, description, sex, color, damName, studName, status, order, dob, expectedDate, price, t };
  } catch {
    return null;
  }
}

type Writer = Pick<Transaction, 'set'> | Pick<WriteBatch, 'set'>;

export function createPuppyIndex(db: Firestore, collection: string) {
  const col = db.collection(collection);
  const shards = Array.from({ length: INDEX_SHARDS }, (_, i) => db.collection(PUPPY_INDEX).doc(`s${i}`));

  /**
   * Writes one entry's row as part of `w` (the record's own transaction or batch): the entry as it
   * will be stored, or null when it is deleted. Hidden entries (public false) have no row.
   */
  function put(w: Writer, id: string, entry: Puppy | null, createdAt: unknown): void {
    // A removed row is a null (about 30 bytes) rather than a deleted map key: a nested delete inside
    // a merge is not applied by every emulator. The next rebuild drops them.
    const value = entry && entry.public ? encode(entry, timeKey(createdAt)) : null;
    (w as Transaction).set(shards[shardOf(id)]!, { e: { [keyOf(id)]: value } }, { merge: true });
  }

  function usable(d: DocumentData | undefined): boolean {
    return !!d && d.built === true && d.v === INDEX_VERSION;
  }

  /** Builds every shard from the collection; the shards are read first so concurrent writes wait. */
  async function rebuild(): Promise<IndexedEntry[]> {
    return db.runTransaction(async (tx) => {
      await tx.getAll(...shards);
      const all = await tx.get(col);
      const rows: Record<string, string>[] = shards.map(() => ({}));
      const entries: IndexedEntry[] = [];
      for (const d of all.docs) {
        const p = docToPuppy(d.id, d.data());
        if (!p.public) continue;
        const json = encode(p, timeKey(d.get('createdAt')));
        rows[shardOf(d.id)]![keyOf(d.id)] = json;
        entries.push(decode(d.id, json)!);
      }
      shards.forEach((ref, i) => tx.set(ref, { v: INDEX_VERSION, built: true, e: rows[i] }));
      return entries;
    });
  }

  /** Every indexed public entry in listPublic's order: order ascending, then oldest first. */
  async function entries(): Promise<IndexedEntry[]> {
    const snaps = await db.getAll(...shards);
    let list: IndexedEntry[];
    if (snaps.every((s) => usable(s.data()))) {
      list = [];
      for (const s of snaps) {
        const e = (s.get('e') ?? {}) as Record<string, unknown>;
        for (const [key, json] of Object.entries(e)) {
          const entry = decode(idOf(key), json);
          if (entry) list.push(entry);
        }
      }
    } else {
      list = await rebuild();
    }
    return list.sort((a, b) => a.order - b.order || a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async function query(q: PublicPageQuery): Promise<PublicPage<Puppy>> {
    const page = pageOfListing(await entries(), q);
    if (page.items.length === 0) return { items: [], total: page.total, page: page.page, all: page.all };
    const docs = await db.getAll(...page.items.map((e) => col.doc(e.id)));
    // A record deleted or hidden by another tool since the index was written is left out.
    const items = docs.filter((d) => d.exists).map((d) => docToPuppy(d.id, d.data())).filter((p) => p.public);
    return { items, total: page.total, page: page.page, all: page.all };
  }

  return { put, query, rebuild };
}
