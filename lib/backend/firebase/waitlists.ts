import type { DocumentData, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { isCalendarDate } from '@/lib/domain/input-rules';
import { defaultPosition, isWaitlistPart, toWaitlistEntry, waitingBefore, waitlistEntryId, WAITLIST_ENTRY_ID, type WaitlistEntry } from '@/lib/domain/waitlist';
import type { WaitlistStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/**
 * Collection `waitlistEntries` (docs/family-journey.md): doc id `<litterId>.<applicationId>`; personal data,
 * firestore.rules deny every client read. Every change runs in a transaction that reads the
 * litter's entries and rewrites the positions that moved. Indexes: (litterId, position),
 * (applicationId, createdAt) in firestore.indexes.json; puppyId is a single-field query.
 */
const WAITLISTS = 'waitlistEntries';

const docToEntry = (data: DocumentData | undefined): WaitlistEntry => toWaitlistEntry(plain(data));

function checkDate(d: string | null | undefined): string | null {
  if (d == null || d === '') return null;
  if (!isCalendarDate(d)) throw new AppError('invalid_input', `Not a date: ${JSON.stringify(d)}`);
  return d;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.floor(n)));

export function createFirebaseWaitlistStore(db: Firestore): WaitlistStore {
  const col = db.collection(WAITLISTS);
  const byLitter = (litterId: string) => col.where('litterId', '==', litterId).orderBy('position', 'asc');

  async function listTx(tx: Transaction, litterId: string): Promise<WaitlistEntry[]> {
    const snap = await tx.get(byLitter(litterId));
    return snap.docs.map((d) => docToEntry(d.data()));
  }

  async function mustGetTx(tx: Transaction, id: string): Promise<WaitlistEntry> {
    if (!WAITLIST_ENTRY_ID.test(id)) throw new AppError('not_found', `No waitlist entry ${id}`);
    const snap: DocumentSnapshot = await tx.get(col.doc(id));
    if (!snap.exists) throw new AppError('not_found', `No waitlist entry ${id}`);
    return docToEntry(snap.data());
  }

  /** Writes positions 1..n in the given order (only the ones that change); returns the list as written. */
  function renumber(tx: Transaction, order: WaitlistEntry[], skip?: string): WaitlistEntry[] {
    return order.map((e, i) => {
      if (e.position === i + 1 || e.id === skip) return { ...e, position: i + 1 };
      const updatedAt = nowTimestamp();
      tx.update(col.doc(e.id), { position: i + 1, updatedAt });
      return { ...e, position: i + 1, updatedAt: updatedAt.toDate().toISOString() };
    });
  }

  async function patch(id: string, check: (e: WaitlistEntry, tx: Transaction) => Promise<Record<string, unknown>>): Promise<WaitlistEntry> {
    return db.runTransaction(async (tx) => {
      const e = await mustGetTx(tx, id);
      const change = { ...(await check(e, tx)), updatedAt: nowTimestamp() };
      tx.update(col.doc(id), change);
      return docToEntry({ ...e, ...change });
    });
  }

  function checkParts(litterId: string, applicationId: string) {
    if (!isWaitlistPart(litterId) || !isWaitlistPart(applicationId)) throw new AppError('invalid_input', 'Bad litter or application id.');
  }

  return withFirestoreErrors<WaitlistStore>(
    {
      async listByLitter({ litterId }) {
        if (!isWaitlistPart(litterId)) return [];
        return (await byLitter(litterId).get()).docs.map((d) => docToEntry(d.data()));
      },
      async listByApplication({ applicationId }) {
        if (!isWaitlistPart(applicationId)) return [];
        return (await col.where('applicationId', '==', applicationId).orderBy('createdAt', 'asc').get()).docs.map((d) => docToEntry(d.data()));
      },
      async get({ id }) {
        if (!WAITLIST_ENTRY_ID.test(id)) return null;
        const snap = await col.doc(id).get();
        return snap.exists ? docToEntry(snap.data()) : null;
      },
      async add({ litterId, applicationId, depositDate = null, position = null }) {
        checkParts(litterId, applicationId);
        if (position != null && !Number.isFinite(position)) throw new AppError('invalid_input', 'Bad position.');
        const date = checkDate(depositDate);
        const id = waitlistEntryId(litterId, applicationId);
        return db.runTransaction(async (tx) => {
          const existing = await tx.get(col.doc(id));
          const entries = await listTx(tx, litterId);
          if (existing.exists) throw new AppError('conflict', 'This family is already on that litter’s waitlist.');
          const at = position == null ? defaultPosition(entries, date) : clamp(position, 1, entries.length + 1);
          const now = nowTimestamp();
          const data = { litterId, applicationId, position: at, depositDate: date, passed: false, puppyId: null, pickedAt: null, createdAt: now, updatedAt: now };
          tx.create(col.doc(id), data);
          const made = docToEntry(data);
          entries.splice(at - 1, 0, made);
          renumber(tx, entries, id);
          return made;
        });
      },
      async move({ id, position }) {
        if (!Number.isFinite(position)) throw new AppError('invalid_input', 'Bad position.');
        return db.runTransaction(async (tx) => {
          const e = await mustGetTx(tx, id);
          const entries = (await listTx(tx, e.litterId)).filter((x) => x.id !== id);
          entries.splice(clamp(position, 1, entries.length + 1) - 1, 0, e);
          return renumber(tx, entries);
        });
      },
      async setDepositDate({ id, depositDate }) {
        const date = checkDate(depositDate);
        return patch(id, async () => ({ depositDate: date }));
      },
      async sortByDeposit({ litterId }) {
        if (!isWaitlistPart(litterId)) return [];
        return db.runTransaction(async (tx) => {
          const entries = (await listTx(tx, litterId)).sort(
            (a, b) =>
              (a.depositDate === null ? 1 : 0) - (b.depositDate === null ? 1 : 0) ||
              (a.depositDate ?? '').localeCompare(b.depositDate ?? '') ||
              a.createdAt.localeCompare(b.createdAt),
          );
          return renumber(tx, entries);
        });
      },
      async recordPick({ id, puppyId }) {
        if (!isWaitlistPart(puppyId)) throw new AppError('invalid_input', 'Bad puppy id.');
        return patch(id, async (e, tx) => {
          const [taken, entries] = await Promise.all([tx.get(col.where('puppyId', '==', puppyId).limit(1)), listTx(tx, e.litterId)]);
          if (e.puppyId) throw new AppError('conflict', 'This family has already picked. Clear their pick first to change it.');
          if (!taken.empty) throw new AppError('conflict', 'That puppy has already been picked by another family.');
          const waiting = waitingBefore(entries, e);
          if (waiting) throw new AppError('conflict', `Picks go in order: position ${waiting.position} picks first (or pass them).`);
          return { puppyId, pickedAt: nowTimestamp(), passed: false };
        });
      },
      async clearPick({ id }) {
        return patch(id, async () => ({ puppyId: null, pickedAt: null }));
      },
      async setPassed({ id, passed }) {
        return patch(id, async (e) => {
          if (e.puppyId) throw new AppError('conflict', 'This family has already picked. Clear their pick first.');
          return { passed: passed === true };
        });
      },
      async remove({ id }) {
        return db.runTransaction(async (tx) => {
          const e = await mustGetTx(tx, id);
          const rest = (await listTx(tx, e.litterId)).filter((x) => x.id !== id);
          tx.delete(col.doc(id));
          renumber(tx, rest);
          return e;
        });
      },
      async removeByApplication({ applicationId }) {
        if (!isWaitlistPart(applicationId)) return [];
        const mine = (await col.where('applicationId', '==', applicationId).orderBy('createdAt', 'asc').get()).docs.map((d) => docToEntry(d.data()));
        const gone: WaitlistEntry[] = [];
        for (const e of mine) {
          gone.push(
            await db.runTransaction(async (tx) => {
              const cur = await mustGetTx(tx, e.id);
              const rest = (await listTx(tx, cur.litterId)).filter((x) => x.id !== cur.id);
              tx.delete(col.doc(cur.id));
              renumber(tx, rest);
              return cur;
            }),
          );
        }
        return gone;
      },
      async listAll() {
        return (await col.orderBy('litterId', 'asc').orderBy('position', 'asc').get()).docs.map((d) => docToEntry(d.data()));
      },
      async importRecord({ record }) {
        checkParts(record.litterId, record.applicationId);
        const id = waitlistEntryId(record.litterId, record.applicationId);
        await col.doc(id).set({
          litterId: record.litterId,
          applicationId: record.applicationId,
          position: record.position,
          depositDate: checkDate(record.depositDate),
          passed: record.passed === true,
          puppyId: record.puppyId,
          pickedAt: record.pickedAt ? importedTimestamp(record.pickedAt) : null,
          createdAt: importedTimestamp(record.createdAt),
          updatedAt: importedTimestamp(record.updatedAt),
        });
        return docToEntry((await col.doc(id).get()).data());
      },
    },
    'waitlists',
  );
}
