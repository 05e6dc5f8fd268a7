import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { toFamilyLink, toJournalPost, type FamilyLink, type JournalPost, type JournalPostInput } from '@/lib/domain/journal';
import { isValidId } from '../ids';
import type { FamilyStore, JournalStore } from '../types';
import { recordCollection } from './collection';
import { importedTimestamp, nowTimestamp, plain, timeKey, withFirestoreErrors } from './convert';

/**
 * The litter journal in Firestore: `journalPosts/{id}` and `familyLinks/{litterId}.{userId}`
 * (ids never hold a dot, so the pair is unambiguous and a second link for the same pair is the
 * same document). Queries use equality filters only (single-field indexes, no composite index to
 * deploy); a litter's posts are few, so they are ordered here. firestore.rules deny every client
 * read and write of both collections: private posts leave only through the session-checked route.
 */
const JOURNAL_POSTS = 'journalPosts';
const FAMILY_LINKS = 'familyLinks';

function docToPost(id: string, data: DocumentData | undefined): JournalPost {
  const d = plain(data);
  // A date written as a Timestamp by another tool: its calendar day.
  if (typeof d.date === 'string' && d.date.length > 10) d.date = d.date.slice(0, 10);
  return toJournalPost(id, d);
}

function fields(input: JournalPostInput) {
  return {
    litterId: input.litterId,
    date: input.date,
    title: input.title,
    body: input.body,
    media: input.media.map((m) => ({ ...m })),
    visibility: input.visibility,
  };
}

type Doc = QueryDocumentSnapshot<DocumentData>;

/** Newest first: the post's date, then its creation time (microseconds, as written). */
function newestFirst(docs: Doc[]): JournalPost[] {
  return docs
    .map((d) => ({ p: docToPost(d.id, d.data()), t: timeKey(d.get('createdAt')) }))
    .sort((a, b) => (a.p.date !== b.p.date ? (a.p.date < b.p.date ? 1 : -1) : b.t - a.t))
    .map((r) => r.p);
}

function oldestFirst<T>(docs: Doc[], to: (d: Doc) => T): T[] {
  return docs
    .map((d) => ({ v: to(d), t: timeKey(d.get('createdAt')) }))
    .sort((a, b) => a.t - b.t)
    .map((r) => r.v);
}

export function createFirebaseJournalStore(db: Firestore): JournalStore {
  const c = recordCollection<JournalPost, JournalPostInput>(db, { name: JOURNAL_POSTS, noun: 'journal post', fields, toRecord: docToPost });
  const ofLitter = (litterId: string) => c.col.where('litterId', '==', litterId);

  return withFirestoreErrors<JournalStore>(
    {
      ...c.methods,
      async listByLitter({ litterId, publicOnly }) {
        if (!isValidId(litterId)) return [];
        const q = ofLitter(litterId);
        return newestFirst((await (publicOnly ? q.where('visibility', '==', 'public') : q).get()).docs);
      },
      async deleteByLitter({ litterId }) {
        if (!isValidId(litterId)) return [];
        const { docs } = await ofLitter(litterId).get();
        await c.deleteDocs(docs);
        return newestFirst(docs);
      },
      async listAll() {
        return oldestFirst((await c.col.get()).docs, c.read);
      },
    },
    'journal',
  );
}

function docToLink(data: DocumentData | undefined): FamilyLink {
  return toFamilyLink(plain(data));
}

export function createFirebaseFamilyStore(db: Firestore): FamilyStore {
  const col = db.collection(FAMILY_LINKS);
  const ref = (litterId: string, userId: string) => (isValidId(litterId) && isValidId(userId) ? col.doc(`${litterId}.${userId}`) : null);
  const notFound = (litterId: string, userId: string) => new AppError('not_found', `No family link ${litterId}/${userId}`);

  function checked(litterId: string, userId: string, puppyId: string | null) {
    const r = ref(litterId, userId);
    if (!r || (puppyId !== null && !isValidId(puppyId))) throw new AppError('invalid_input', 'Bad litter, user or puppy id');
    return r;
  }

  return withFirestoreErrors<FamilyStore>(
    {
      async listByLitter({ litterId }) {
        if (!isValidId(litterId)) return [];
        return oldestFirst((await col.where('litterId', '==', litterId).get()).docs, (d) => docToLink(d.data()));
      },
      async listByUser({ userId }) {
        if (!isValidId(userId)) return [];
        return oldestFirst((await col.where('userId', '==', userId).get()).docs, (d) => docToLink(d.data()));
      },
      async get({ litterId, userId }) {
        const r = ref(litterId, userId);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToLink(snap.data()) : null;
      },
      async link({ litterId, userId, puppyId }) {
        const r = checked(litterId, userId, puppyId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          const data = snap.exists ? { ...snap.data(), puppyId } : { litterId, userId, puppyId, createdAt: nowTimestamp() };
          tx.set(r, data);
          return docToLink(data);
        });
      },
      async unlink({ litterId, userId }) {
        const r = ref(litterId, userId);
        if (!r) throw notFound(litterId, userId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw notFound(litterId, userId);
          tx.delete(r);
          return docToLink(snap.data());
        });
      },
      async listAll() {
        return oldestFirst((await col.get()).docs, (d) => docToLink(d.data()));
      },
      async importRecord({ record }) {
        const r = checked(record.litterId, record.userId, record.puppyId);
        await r.set({ litterId: record.litterId, userId: record.userId, puppyId: record.puppyId, createdAt: importedTimestamp(record.createdAt) });
        return docToLink((await r.get()).data());
      },
    },
    'families',
  );
}
