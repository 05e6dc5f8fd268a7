import type { Firestore } from 'firebase-admin/firestore';
import { AppError, parseInput } from '@/lib/domain/errors';
import { ledgerEntryInputSchema, toLedgerEntry, type LedgerEntry, type LedgerEntryInput } from '@/lib/domain/ledger';
import { isValidId } from '../ids';
import type { LedgerStore } from '../types';
import { recordCollection } from './collection';
import { plain, withFirestoreErrors } from './convert';

/**
 * Collection `ledgerEntries` (docs/family-journey.md): deposits and payments in integer cents; personal data,
 * firestore.rules deny every client read. Index: (applicationId, date, createdAt).
 */
const LEDGER = 'ledgerEntries';

/** The input checked by the shared schema: nothing else is written. */
const check = (input: LedgerEntryInput): LedgerEntryInput => parseInput(ledgerEntryInputSchema, input, 'ledger entry');

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
  const c = recordCollection<LedgerEntry, LedgerEntryInput>(db, {
    name: LEDGER,
    noun: 'ledger entry',
    fields,
    toRecord: (id, data) => toLedgerEntry(id, plain(data)),
  });
  const byApplication = (applicationId: string) => c.col.where('applicationId', '==', applicationId).orderBy('date', 'asc').orderBy('createdAt', 'asc');

  return withFirestoreErrors<LedgerStore>(
    {
      ...c.methods,
      async listByApplication({ applicationId }) {
        return isValidId(applicationId) ? c.list(byApplication(applicationId)) : [];
      },
      create: ({ input }) => c.create(check(input)),
      async update({ id, input }) {
        const i = check(input);
        return c.update(id, i, (stored) => {
          if (stored.get('applicationId') !== i.applicationId) throw new AppError('invalid_input', 'A ledger entry stays with its family.');
        });
      },
      async deleteByApplication({ applicationId }) {
        if (!isValidId(applicationId)) return [];
        const { docs } = await byApplication(applicationId).get();
        await c.deleteDocs(docs);
        return docs.map(c.read);
      },
      listAll: () => c.list(c.col.orderBy('createdAt', 'asc')),
      importRecord: ({ record }) => c.importRecord({ ...record, ...check(record) }),
    },
    'ledger',
  );
}
