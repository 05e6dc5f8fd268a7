import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { ledgerEntryInputSchema, toLedgerEntry, type LedgerEntry, type LedgerEntryInput } from '@/lib/domain/ledger';
import { isValidId } from '../ids';
import type { LedgerStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

/**
 * Collection `ledgerEntries` (docs/family-journey.md): deposits and payments in integer cents; personal data,
 * firestore.rules deny every client read. Index: (applicationId, date, createdAt).
 */
export const LEDGER = 'ledgerEntries';

const docToEntry = (id: string, data: DocumentData | undefined): LedgerEntry => toLedgerEntry(id, plain(data));

function check(input: LedgerEntryInput): LedgerEntryInput {
  const parsed = ledgerEntryInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]?.message ?? 'Bad ledger entry.');
  return parsed.data;
}

const fields = (i: LedgerEntryInput) => ({
  applicationId: i.applicationId,
  puppyId: i.puppyId,
  litterId: i.litterId,
  kind: i.kind,
  amountCents: i.amountCents,
  date: i.date,
  method: i.method,
  note: i.note,
});

export function createFirebaseLedgerStore(db: Firestore): LedgerStore {
  const col = db.collection(LEDGER);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const byApplication = (applicationId: string) => col.where('applicationId', '==', applicationId).orderBy('date', 'asc').orderBy('createdAt', 'asc');

  return withFirestoreErrors<LedgerStore>(
    {
      async listByApplication({ applicationId }) {
        if (!isValidId(applicationId)) return [];
        return (await byApplication(applicationId).get()).docs.map((d) => docToEntry(d.id, d.data()));
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToEntry(id, snap.data()) : null;
      },
      async create({ input }) {
        const i = check(input);
        const r = col.doc();
        const now = nowTimestamp();
        const data = { ...fields(i), createdAt: now, updatedAt: now };
        await r.create(data);
        return docToEntry(r.id, data);
      },
      async update({ id, input }) {
        const i = check(input);
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No ledger entry ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No ledger entry ${id}`);
          if (snap.get('applicationId') !== i.applicationId) throw new AppError('invalid_input', 'A ledger entry stays with its family.');
          const change = { ...fields(i), updatedAt: nowTimestamp() };
          tx.update(r, change);
          return docToEntry(id, { ...snap.data(), ...change });
        });
      },
      async delete({ id }) {
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No ledger entry ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No ledger entry ${id}`);
          tx.delete(r);
          return docToEntry(id, snap.data());
        });
      },
      async deleteByApplication({ applicationId }) {
        if (!isValidId(applicationId)) return [];
        const snap = await byApplication(applicationId).get();
        const batch = db.batch();
        snap.docs.forEach((d) => batch.delete(d.ref));
        if (!snap.empty) await batch.commit();
        return snap.docs.map((d) => docToEntry(d.id, d.data()));
      },
      async listAll() {
        return (await col.orderBy('createdAt', 'asc').get()).docs.map((d) => docToEntry(d.id, d.data()));
      },
      async importRecord({ record }) {
        const r = ref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad ledger entry id ${JSON.stringify(record.id)}`);
        await r.set({ ...fields(check(record)), createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
        return docToEntry(record.id, (await r.get()).data());
      },
    },
    'ledger',
  );
}
