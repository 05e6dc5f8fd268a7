import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SizedLru } from '@/lib/cache/lru';
import type { CacheEntry, CacheStore } from '../types';
import { withFirestoreErrors } from './convert';

const CACHE_COLLECTION = 'cache';
/** `cache/tags`: { times: { [tag]: ms } } — one document, so reading every tag costs one read. */
const TAGS_DOC = 'tags';
/** `cache/store`: { id, createdAt }, made once for the project's database. */
const STORE_DOC = 'store';
/** Entries kept per process (about 32 MB of HTML, RSC and JSON). */
const DEFAULT_MAX_ENTRY_SIZE = 16 * 1024 * 1024;

/**
 * Firebase mode's shared cache: tag invalidation times and the store id in Firestore (every
 * App Hosting instance agrees on them), entries in a bounded memory of this process, so serving a
 * cached page costs no Firestore read. Each instance renders its own copy of a page; an edit on any
 * instance invalidates the tag for all of them.
 */
export function createFirebaseCacheStore(db: Firestore, opts: { maxEntrySize?: number } = {}): CacheStore {
  const col = db.collection(CACHE_COLLECTION);
  const tagsRef = col.doc(TAGS_DOC);
  const storeRef = col.doc(STORE_DOC);
  const entries = new SizedLru<CacheEntry>(opts.maxEntrySize ?? DEFAULT_MAX_ENTRY_SIZE, (e) => e.value.length + 64);
  let storeId: Promise<string> | null = null;

  function timesOf(data: FirebaseFirestore.DocumentData | undefined): Record<string, number> {
    const raw = data?.times;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'));
  }

  async function readOrCreateStoreId(): Promise<string> {
    const snap = await storeRef.get();
    const existing = snap.get('id');
    if (typeof existing === 'string' && existing) return existing;
    const id = randomBytes(16).toString('hex');
    try {
      await storeRef.create({ id, createdAt: Timestamp.now() });
      return id;
    } catch {
      // Another instance made it first: use theirs.
      const again = (await storeRef.get()).get('id');
      if (typeof again === 'string' && again) return again;
      throw new Error('Could not create the cache store id document.');
    }
  }

  return withFirestoreErrors<CacheStore>(
    {
      storeId() {
        storeId ??= readOrCreateStoreId().catch((e: unknown) => {
          storeId = null;
          throw e;
        });
        return storeId;
      },
      async getEntry({ key }) {
        return entries.get(key) ?? null;
      },
      async setEntry({ key, entry }) {
        entries.set(key, entry);
      },
      async entryCount() {
        return entries.size;
      },
      async tagTimes() {
        return timesOf((await tagsRef.get()).data());
      },
      async invalidateTags({ tags, at }) {
        if (!tags.length) return;
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(tagsRef);
          const current = timesOf(snap.data());
          const changed = [...new Set(tags)].filter((tag) => !(current[tag]! >= at));
          if (!changed.length) return;
          // A plain object's keys are taken literally (tags hold '/' and '.'); update needs FieldPaths.
          if (!snap.exists) return void tx.set(tagsRef, { times: Object.fromEntries(changed.map((t) => [t, at])) });
          const pairs = changed.flatMap((t) => [new FieldPath('times', t), at]);
          tx.update(tagsRef, pairs[0] as FieldPath, pairs[1], ...pairs.slice(2));
        });
      },
    },
    'cache',
  );
}
