import { AppError, parseInput } from '@/lib/domain/errors';
import { ledgerEntryInputSchema, toLedgerEntry, type LedgerEntry, type LedgerEntryInput } from '@/lib/domain/ledger';
import { isValidId } from '../ids';
import type { LedgerStore } from '../types';
import type { Db } from './db';
import { recordTable } from './table';

/** The input checked by the shared schema: nothing else is written. */
const check = (input: LedgerEntryInput): LedgerEntryInput => parseInput(ledgerEntryInputSchema, input, 'ledger entry');

export function createLocalLedgerStore(db: Db): LedgerStore {
  const t = recordTable<LedgerEntry, LedgerEntryInput>(db, {
    table: 'ledger_entries',
    noun: 'ledger entry',
    fields: {
      applicationId: 'application_id',
      puppyId: 'puppy_id',
      litterId: 'litter_id',
      kind: 'kind',
      amountCents: 'amount_cents',
      date: 'date',
      method: 'method',
      note: 'note',
    },
    toRecord: toLedgerEntry,
  });
  const byApplication = t.select<[string]>('WHERE application_id = ? ORDER BY date ASC, created_at ASC, rowid ASC');
  const all = t.select('ORDER BY created_at ASC, rowid ASC');
  const deleteByApplication = t.deleteWhere('application_id', byApplication);

  return {
    ...t.methods,
    listByApplication: async ({ applicationId }) => (isValidId(applicationId) ? byApplication(applicationId) : []),
    create: async ({ input }) => t.create(check(input)),
    async update({ id, input }) {
      const i = check(input);
      return t.update(id, i, (e) => {
        if (i.applicationId !== e.applicationId) throw new AppError('invalid_input', 'A ledger entry stays with its family.');
      });
    },
    deleteByApplication: async ({ applicationId }) => deleteByApplication(applicationId),
    listAll: async () => all(),
    importRecord: async ({ record }) => t.importRecord({ ...record, ...check(record) }),
  };
}
