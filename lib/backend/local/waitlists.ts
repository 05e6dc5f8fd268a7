import { AppError } from '@/lib/domain/errors';
import { isCalendarDate } from '@/lib/domain/input-rules';
import { defaultPosition, isWaitlistPart, toWaitlistEntry, waitingBefore, waitlistEntryId, WAITLIST_ENTRY_ID, type WaitlistEntry } from '@/lib/domain/waitlist';
import type { WaitlistStore } from '../types';
import type { Db } from './db';
import { rowsById, rowWriters } from './table';
import { isoAfter } from './time';

type Row = {
  id: string;
  litter_id: string;
  application_id: string;
  position: number;
  deposit_date: string | null;
  passed: number;
  puppy_id: string | null;
  picked_at: string | null;
  created_at: string;
  updated_at: string;
};

function rowToEntry(r: Row): WaitlistEntry {
  return toWaitlistEntry({
    litterId: r.litter_id,
    applicationId: r.application_id,
    position: r.position,
    depositDate: r.deposit_date,
    passed: r.passed === 1,
    puppyId: r.puppy_id,
    pickedAt: r.picked_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

function checkDate(d: string | null | undefined): string | null {
  if (d == null || d === '') return null;
  if (!isCalendarDate(d)) throw new AppError('invalid_input', `Not a date: ${JSON.stringify(d)}`);
  return d;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.floor(n)));

export function createLocalWaitlistStore(db: Db): WaitlistStore {
  const rows = rowsById(db, 'waitlist_entries', 'waitlist entry', rowToEntry, (id) => WAITLIST_ENTRY_ID.test(id));
  const { mustGet } = rows;
  const byLitter = db.prepare<[string], Row>('SELECT * FROM waitlist_entries WHERE litter_id = ? ORDER BY position ASC, created_at ASC');
  const byApplication = db.prepare<[string], Row>('SELECT * FROM waitlist_entries WHERE application_id = ? ORDER BY created_at ASC, rowid ASC');
  const byPuppy = db.prepare<[string], Row>('SELECT * FROM waitlist_entries WHERE puppy_id = ?');
  const all = db.prepare<[], Row>('SELECT * FROM waitlist_entries ORDER BY litter_id ASC, position ASC');
  const { insert, replace } = rowWriters(db, 'waitlist_entries', [
    'id', 'litter_id', 'application_id', 'position', 'deposit_date', 'passed', 'puppy_id', 'picked_at', 'created_at', 'updated_at',
  ]);
  const setPosition = db.prepare('UPDATE waitlist_entries SET position = @position, updated_at = @updated_at WHERE id = @id');
  const setPick = db.prepare('UPDATE waitlist_entries SET puppy_id = @puppy_id, picked_at = @picked_at, passed = @passed, updated_at = @updated_at WHERE id = @id');
  const setDeposit = db.prepare('UPDATE waitlist_entries SET deposit_date = @deposit_date, updated_at = @updated_at WHERE id = @id');
  const remove = db.prepare('DELETE FROM waitlist_entries WHERE id = ?');

  const list = (litterId: string) => byLitter.all(litterId).map(rowToEntry);

  /** Writes positions 1..n in the given order, touching only entries whose position changes. */
  function renumber(order: WaitlistEntry[]) {
    order.forEach((e, i) => {
      if (e.position !== i + 1) setPosition.run({ id: e.id, position: i + 1, updated_at: isoAfter(e.updatedAt) });
    });
  }

  const addTx = db.transaction((litterId: string, applicationId: string, depositDate: string | null, position: number | null) => {
    const id = waitlistEntryId(litterId, applicationId);
    if (rows.get(id)) throw new AppError('conflict', 'This family is already on that litter’s waitlist.');
    const entries = list(litterId);
    const at = position == null ? defaultPosition(entries, depositDate) : clamp(position, 1, entries.length + 1);
    const now = new Date().toISOString();
    insert.run({ id, litter_id: litterId, application_id: applicationId, position: at, deposit_date: depositDate, passed: 0, puppy_id: null, picked_at: null, created_at: now, updated_at: now });
    const made = mustGet(id);
    entries.splice(at - 1, 0, made);
    renumber(entries);
    return mustGet(id);
  });

  const moveTx = db.transaction((id: string, position: number) => {
    const e = mustGet(id);
    const entries = list(e.litterId).filter((x) => x.id !== id);
    entries.splice(clamp(position, 1, entries.length + 1) - 1, 0, e);
    renumber(entries);
    return list(e.litterId);
  });

  const sortTx = db.transaction((litterId: string) => {
    const entries = list(litterId).sort(
      (a, b) =>
        (a.depositDate === null ? 1 : 0) - (b.depositDate === null ? 1 : 0) ||
        (a.depositDate ?? '').localeCompare(b.depositDate ?? '') ||
        a.createdAt.localeCompare(b.createdAt),
    );
    renumber(entries);
    return list(litterId);
  });

  const pick = (id: string, puppyId: string) =>
    rows.change(id, (e) => {
      if (e.puppyId) throw new AppError('conflict', 'This family has already picked. Clear their pick first to change it.');
      const taken = byPuppy.get(puppyId);
      if (taken) throw new AppError('conflict', 'That puppy has already been picked by another family.');
      const waiting = waitingBefore(list(e.litterId), e);
      if (waiting) throw new AppError('conflict', `Picks go in order: position ${waiting.position} picks first (or pass them).`);
      const now = new Date().toISOString();
      setPick.run({ id, puppy_id: puppyId, picked_at: now, passed: 0, updated_at: isoAfter(e.updatedAt) });
    });

  const removeAppTx = db.transaction((applicationId: string) => {
    const gone = byApplication.all(applicationId).map(rowToEntry);
    for (const e of gone) {
      remove.run(e.id);
      renumber(list(e.litterId));
    }
    return gone;
  });

  function checkParts(litterId: string, applicationId: string) {
    if (!isWaitlistPart(litterId) || !isWaitlistPart(applicationId)) throw new AppError('invalid_input', 'Bad litter or application id.');
  }

  return {
    async listByLitter({ litterId }) {
      return isWaitlistPart(litterId) ? list(litterId) : [];
    },
    async listByApplication({ applicationId }) {
      return isWaitlistPart(applicationId) ? byApplication.all(applicationId).map(rowToEntry) : [];
    },
    async get({ id }) {
      return rows.get(id);
    },
    async add({ litterId, applicationId, depositDate = null, position = null }) {
      checkParts(litterId, applicationId);
      if (position != null && !Number.isFinite(position)) throw new AppError('invalid_input', 'Bad position.');
      return addTx.immediate(litterId, applicationId, checkDate(depositDate), position);
    },
    async move({ id, position }) {
      if (!Number.isFinite(position)) throw new AppError('invalid_input', 'Bad position.');
      return moveTx.immediate(id, position);
    },
    async setDepositDate({ id, depositDate }) {
      const date = checkDate(depositDate);
      return rows.change(id, (e) => setDeposit.run({ id, deposit_date: date, updated_at: isoAfter(e.updatedAt) }));
    },
    async sortByDeposit({ litterId }) {
      return isWaitlistPart(litterId) ? sortTx.immediate(litterId) : [];
    },
    async recordPick({ id, puppyId }) {
      if (!isWaitlistPart(puppyId)) throw new AppError('invalid_input', 'Bad puppy id.');
      return pick(id, puppyId);
    },
    async clearPick({ id }) {
      return rows.change(id, (e) => setPick.run({ id, puppy_id: null, picked_at: null, passed: e.passed ? 1 : 0, updated_at: isoAfter(e.updatedAt) }));
    },
    async setPassed({ id, passed }) {
      return rows.change(id, (e) => {
        if (e.puppyId) throw new AppError('conflict', 'This family has already picked. Clear their pick first.');
        setPick.run({ id, puppy_id: null, picked_at: null, passed: passed ? 1 : 0, updated_at: isoAfter(e.updatedAt) });
      });
    },
    async remove({ id }) {
      return rows.remove(id, undefined, (e) => renumber(list(e.litterId)));
    },
    async removeByApplication({ applicationId }) {
      return isWaitlistPart(applicationId) ? removeAppTx.immediate(applicationId) : [];
    },
    async listAll() {
      return all.all().map(rowToEntry);
    },
    async importRecord({ record }) {
      checkParts(record.litterId, record.applicationId);
      replace.run({
        id: waitlistEntryId(record.litterId, record.applicationId),
        litter_id: record.litterId,
        application_id: record.applicationId,
        position: record.position,
        deposit_date: checkDate(record.depositDate),
        passed: record.passed ? 1 : 0,
        puppy_id: record.puppyId,
        picked_at: record.pickedAt,
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      });
      return mustGet(waitlistEntryId(record.litterId, record.applicationId));
    },
  };
}
