import { hasPrice, type Puppy } from './entry';
import { PAGE_SIZE } from './site';

/** The listing rules of /puppies (docs/product.md §2, §9): filter, search, sort and page. */

/**
 * Past this many public entries /puppies stops sending the whole catalogue to the browser and pages
 * on the server (each page, filter, search and sort its own cached URL); at or below it the browser
 * filters as before (instant per keystroke). Chosen by measurement: docs/scale.md.
 * LISTING_SERVER_PAGING_THRESHOLD overrides it (tests lower it to cross it with a few entries).
 */
export const SERVER_PAGING_THRESHOLD = 300;

export function serverPagingThreshold(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LISTING_SERVER_PAGING_THRESHOLD;
  if (raw === undefined || raw === '') return SERVER_PAGING_THRESHOLD;
  const n = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 0)) {
    throw new Error('Configuration error: LISTING_SERVER_PAGING_THRESHOLD must be a whole number of entries (0 or more). See .env.example.');
  }
  return n;
}

/** Server paging applies when the public catalogue is larger than the threshold. */
export function usesServerPaging(publicCount: number, threshold: number = serverPagingThreshold()): boolean {
  return publicCount > threshold;
}

export const TYPE_FILTERS = ['all', 'puppies', 'litters'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export const SORT_KEYS = ['featured', 'newest', 'price', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  newest: 'Newest',
  price: 'Price',
  name: 'Name',
};
export const TYPE_LABELS: Record<TypeFilter, string> = { all: 'All', puppies: 'Puppies', litters: 'Litters' };

export type ListingQuery = {
  type: TypeFilter;
  q: string;
  sort: SortKey;
  /** The last page shown. */
  page: number;
  /** The first page shown; below `page` after "Load more". */
  from: number;
};

export const DEFAULT_QUERY: ListingQuery = { type: 'all', q: '', sort: 'featured', page: 1, from: 1 };

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function param(src: ParamSource, key: string): string | undefined {
  if (src instanceof URLSearchParams) return src.get(key) ?? undefined;
  const v = src[key];
  return Array.isArray(v) ? v[0] : v;
}

function positiveInt(v: string | undefined): number | null {
  if (!v || !/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 ? n : null;
}

/** Reads the URL query; any bad value falls back to its default. */
export function parseListingQuery(src: ParamSource): ListingQuery {
  const type = param(src, 'type');
  const sort = param(src, 'sort');
  const q = (param(src, 'q') ?? '').slice(0, 100);
  const page = positiveInt(param(src, 'page')) ?? 1;
  const from = Math.min(positiveInt(param(src, 'from')) ?? page, page);
  return {
    type: (TYPE_FILTERS as readonly string[]).includes(type ?? '') ? (type as TypeFilter) : 'all',
    q,
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'featured',
    page,
    from,
  };
}

/** The URL query for a view, defaults left out so the plain page stays `/puppies`. */
export function toQueryString(query: ListingQuery): string {
  const p = new URLSearchParams();
  if (query.type !== 'all') p.set('type', query.type);
  if (query.q.trim()) p.set('q', query.q);
  if (query.sort !== 'featured') p.set('sort', query.sort);
  if (query.page > 1) p.set('page', String(query.page));
  if (query.from !== query.page) p.set('from', String(query.from));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** What filtering, search and sort look at: the same rules whether the browser or a backend runs them. */
export type ListingFields = Pick<
  Puppy,
  'id' | 'entryType' | 'name' | 'description' | 'sex' | 'color' | 'damName' | 'studName' | 'status' | 'order' | 'dob' | 'expectedDate' | 'price'
>;

/** The text that search looks in: name, description, sex, color, dam, stud, status and entry type. */
export function searchText(e: ListingFields): string {
  return [e.name, e.description, e.sex ?? '', e.color, e.damName, e.studName, e.status, e.entryType]
    .join('\u0000')
    .toLocaleLowerCase('en-US');
}

function matchesType(e: ListingFields, type: TypeFilter): boolean {
  if (type === 'puppies') return e.entryType === 'puppy';
  if (type === 'litters') return e.entryType === 'litter';
  return true;
}

function dateKey(e: ListingFields): string | null {
  return e.entryType === 'litter' ? e.expectedDate : e.dob;
}

let collator: Intl.Collator | undefined; // made on the first sort by name, not when the bundle loads

/** Missing values go last whatever the direction. */
function compareMissingLast<T>(a: T | null, b: T | null, cmp: (x: T, y: T) => number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return cmp(a, b);
}

function compareEntries(sort: SortKey): (a: ListingFields, b: ListingFields) => number {
  switch (sort) {
    case 'newest':
      return (a, b) => compareMissingLast(dateKey(a), dateKey(b), (x, y) => (x < y ? 1 : x > y ? -1 : 0));
    case 'price':
      return (a, b) =>
        compareMissingLast(hasPrice(a) ? a.price : null, hasPrice(b) ? b.price : null, (x, y) => x - y);
    case 'name': {
      const byName = (collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }));
      return (a, b) => byName.compare(a.name, b.name);
    }
    case 'featured':
    default:
      return (a, b) => a.order - b.order;
  }
}

export type ListingResult<T extends ListingFields = Puppy> = {
  items: T[];
  total: number;
  pageCount: number;
  page: number;
  from: number;
};

/**
 * Applies a view to the entries. `haystacks` (from `searchText`, same order as `entries`) can be
 * passed precomputed so typing in the search box does not rebuild them.
 */
export function applyListing<T extends ListingFields>(
  entries: readonly T[],
  query: ListingQuery,
  haystacks?: readonly string[],
  pageSize: number = PAGE_SIZE,
): ListingResult<T> {
  const needle = query.q.trim().toLocaleLowerCase('en-US');
  const matched: T[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (!matchesType(e, query.type)) continue;
    if (needle && !(haystacks?.[i] ?? searchText(e)).includes(needle)) continue;
    matched.push(e);
  }
  // Array.prototype.sort is stable, so ties keep the backend's order.
  matched.sort(compareEntries(query.sort));
  const pageCount = Math.max(1, Math.ceil(matched.length / pageSize));
  const page = Math.min(query.page, pageCount);
  const from = Math.min(query.from, page);
  return {
    items: matched.slice((from - 1) * pageSize, page * pageSize),
    total: matched.length,
    pageCount,
    page,
    from,
  };
}

/** Changing filter, search or sort returns to page 1 (docs/product.md §9). */
export function withChange(query: ListingQuery, change: Partial<Pick<ListingQuery, 'type' | 'q' | 'sort'>>): ListingQuery {
  return { ...query, ...change, page: 1, from: 1 };
}

/** One page of the public listing, as a backend answers it (`PuppyStore.queryPublic`). */
export type PublicPageQuery = { type: TypeFilter; q: string; sort: SortKey; page: number; pageSize: number };
export type PublicPage<T> = {
  items: T[];
  /** Entries matching type and search, all pages. */
  total: number;
  /** The page shown: the one asked for, pulled back to the last page when past the end. */
  page: number;
  /** Every public entry, before filter and search: the catalogue's size (it chooses server paging). */
  all: number;
};

/**
 * The ids of one page: the rules of `applyListing` over rows in the backend's featured order
 * (order ascending, then oldest first), so server paging shows exactly what the browser would.
 */
export function pageOfListing<T extends ListingFields>(rows: readonly T[], q: PublicPageQuery, haystacks?: readonly string[]): PublicPage<T> {
  const r = applyListing(rows, { type: q.type, q: q.q, sort: q.sort, page: Math.max(1, Math.floor(q.page)), from: Math.max(1, Math.floor(q.page)) }, haystacks, Math.max(1, q.pageSize));
  return { items: r.items, total: r.total, page: r.page, all: rows.length };
}

/** The view a server-paged URL shows; `from` is the browser's (Load more keeps earlier pages it already has). */
export function toPageQuery(query: ListingQuery, pageSize: number = PAGE_SIZE): PublicPageQuery {
  return { type: query.type, q: query.q.trim(), sort: query.sort, page: query.page, pageSize };
}

/** The query keys of the listing's URL (`/puppies?type=&q=&sort=&page=&from=`). */
export const LISTING_PARAMS = ['type', 'q', 'sort', 'page', 'from'] as const;

function toBase64Url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The path segment of a listing view (`/puppies/view/<key>`, which the middleware rewrites
 * `/puppies?…` to): one canonical key per type, search, sort and pages shown, so each view is one
 * cached page however its URL was spelled. The pages are `page`, or `from-page` after Load more
 * (the server renders every card from `from` to `page`, so Load more works as a plain link). The
 * search text is base64url, so any character survives a path segment.
 */
export function viewKey(query: Pick<ListingQuery, 'type' | 'q' | 'sort' | 'page' | 'from'>): string {
  const pages = query.from < query.page ? `${query.from}-${query.page}` : String(query.page);
  return `${query.type}.${query.sort}.${pages}.${toBase64Url(query.q.trim())}`;
}

/** Reads a view key; anything malformed or not canonical is null (a 404). */
export function parseViewKey(key: string): ListingQuery | null {
  const m = /^(all|puppies|litters)\.(featured|newest|price|name)\.([1-9]\d{0,5})(?:-([1-9]\d{0,5}))?\.([A-Za-z0-9_-]*)$/.exec(key);
  if (!m) return null;
  const q = fromBase64Url(m[5]!);
  if (q === null || q.length > 100 || q !== q.trim()) return null;
  const page = Number(m[4] ?? m[3]);
  const from = Number(m[3]);
  if (m[4] !== undefined && from >= page) return null;
  return { type: m[1] as TypeFilter, sort: m[2] as SortKey, q, page, from };
}

/**
 * `next build` prerenders the detail pages of this many entries (the first of the featured
 * listing); the rest render on first request and are cached (docs/scale.md: build time and reads do not
 * grow with the catalogue).
 */
export const PRERENDERED_DETAIL_PAGES = 24;

/**
 * The listing's rows made ready for many queries (the embedded backend keeps one per data version):
 * each row's search text, and each sort's order computed once. `queryPrepared` then filters an
 * already sorted list, which is what `pageOfListing` answers (a stable sort restricted to the rows
 * that match keeps their relative order).
 */
export type PreparedListing<T extends ListingFields> = {
  rows: readonly T[];
  query(q: PublicPageQuery): PublicPage<T>;
};

export function prepareListing<T extends ListingFields>(rows: readonly T[]): PreparedListing<T> {
  let haystacks: string[] | null = null;
  const orders = new Map<SortKey, T[]>();
  const sorted = (sort: SortKey): T[] => {
    let list = orders.get(sort);
    if (!list) {
      list = [...rows].sort(compareEntries(sort));
      orders.set(sort, list);
    }
    return list;
  };
  const index = new Map<T, number>(rows.map((r, i) => [r, i]));
  return {
    rows,
    query(q) {
      const needle = q.q.trim().toLocaleLowerCase('en-US');
      if (needle && !haystacks) haystacks = rows.map(searchText);
      const size = Math.max(1, q.pageSize);
      const matched: T[] = [];
      for (const e of sorted(q.sort)) {
        if (!matchesType(e, q.type)) continue;
        if (needle && !haystacks![index.get(e)!]!.includes(needle)) continue;
        matched.push(e);
      }
      const pageCount = Math.max(1, Math.ceil(matched.length / size));
      const page = Math.min(Math.max(1, Math.floor(q.page)), pageCount);
      return { items: matched.slice((page - 1) * size, page * size), total: matched.length, page, all: rows.length };
    },
  };
}
