import { AppError } from '@/lib/domain/errors';
import { ledgerEntryInputSchema, toLedgerEntry, type LedgerEntry, type LedgerEntryInput } from '@/lib/domain/ledger';
import { isValidId, newId } from '../ids';
import type { LedgerStore } from '../types';
import type { Db } from './db';
import { isoAfter } from './time';

type Row = {
  id: string;
  application_id: string;
  puppy_id: string | null;
  litter_id: string | null;
  kind: string;
  amount_cents: number;
  date: string;
  method: string;
  note: string;
  created_at: string;
  updated_at: string;
};

function rowToEntry(r: Row): LedgerEntry {
  return toLedgerEntry(r.id, {
    applicationId: r.application_id,
    puppyId: r.puppy_id,
    litterId: r.litter_id,
    kind: r.kind,
    amountCents: r.amount_cents,
    date: r.date,
    method: r.method,
    note: r.note,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

/** The input checked by the shared schema: nothing else is written. */
export function checkLedgerInput(input: LedgerEntryInput): LedgerEntryInput {
  const parsed = ledgerEntryInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', parsed.error.issues[0]?.message ?? 'Bad ledger entry.');
  return parsed.data;
}

export function createLocalLedgerStore(db: Db): LedgerStore {
  const byId = db.prepare<[string], Row>('SELECT * FROM ledger_entries WHERE id = ?');
  const byApplication = db.prepare<[string], Row>('SELECT * FROM ledger_entries WHERE application_id = ? ORDER BY date ASC, created_at ASC, rowid ASC');
  const all = db.prepare<[], Row>('SELECT * FROM ledger_entries ORDER BY created_at ASC, rowid ASC');
  const cols = 'id, application_id, puppy_id, litter_id, kind, amount_cents, date, method, note, created_at, updated_at';
  const vals = '@id, @application_id, @puppy_id, @litter_id, @kind, @amount_cents, @date, @method, @note, @created_at, @updated_at';
  const insert = db.prepare(`INSERT INTO ledger_entries (${cols}) VALUES (${vals})`);
  const replace = db.prepare(`INSERT OR REPLACE INTO ledger_entries (${cols}) VALUES (${vals})`);
  const remove = db.prepare('DELETE FROM ledger_entries WHERE id = ?');
  const removeApp = db.prepare('DELETE FROM ledger_entries WHERE application_id = ?');

  const params = (id: string, i: LedgerEntryInput, createdAt: string, updatedAt: string) => ({
    id,
    application_id: i.applicationId,
    puppy_id: i.puppyId,
    litter_id: i.litterId,
    kind: i.kind,
    amount_cents: i.amountCents,
    date: i.date,
    method: i.method,
    note: i.note,
    created_at: createdAt,
    updated_at: updatedAt,
  });

  function mustGet(id: string): LedgerEntry {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No ledger entry ${id}`);
    return rowToEntry(row);
  }

  const updateTx = db.transaction((id: string, input: LedgerEntryInput) => {
    const e = mustGet(id);
    if (input.applicationId !== e.applicationId) throw new AppError('invalid_input', 'A ledger entry stays with its family.');
    replace.run(params(id, input, e.createdAt, isoAfter(e.updatedAt)));
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const e = mustGet(id);
    remove.run(id);
    return e;
  });
  const deleteAppTx = db.transaction((applicationId: string) => {
    const gone = byApplication.all(applicationId).map(rowToEntry);
    removeApp.run(applicationId);
    return gone;
  });

  return {
    async listByApplication({ applicationId }) {
      return isValidId(applicationId) ? byApplication.all(applicationId).map(rowToEntry) : [];
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToEntry(row) : null;
    },
    async create({ input }) {
      const i = checkLedgerInput(input);
      const id = newId();
      const now = new Date().toISOString();
      insert.run(params(id, i, now, now));
      return mustGet(id);
    },
    async update({ id, input }) {
      return updateTx.immediate(id, checkLedgerInput(input));
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async deleteByApplication({ applicationId }) {
      return isValidId(applicationId) ? deleteAppTx.immediate(applicationId) : [];
    },
    async listAll() {
      return all.all().map(rowToEntry);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad ledger entry id ${JSON.stringify(record.id)}`);
      const i = checkLedgerInput(record);
      replace.run(params(record.id, i, record.createdAt, record.updatedAt));
      return mustGet(record.id);
    },
  };
}
