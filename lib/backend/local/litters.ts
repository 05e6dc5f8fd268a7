import { AppError } from '@/lib/domain/errors';
import { storedLife, toLitter, type Litter, type LitterLife, type LitterLifeInput } from '@/lib/domain/litter';
import type { Puppy } from '@/lib/domain/puppy';
import { isValidId } from '../ids';
import type { LitterStore } from '../types';
import type { Db } from './db';
import { rowToPuppy } from './puppy-row';

type Row = Parameters<typeof rowToPuppy>[0] & { litter_life?: string | null };

function parseLife(json: string | null | undefined): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    // A damaged column reads as an original-shape record: defaults derived from the entry.
    return null;
  }
}

function rowToLitter(r: Row): Litter {
  return toLitter(rowToPuppy(r), parseLife(r.litter_life));
}

const ORDERED = 'ORDER BY COALESCE(sort_order, 9999) ASC, created_at ASC, rowid ASC';

/** Litters on SQLite: the same `puppies` rows, the life in the `litter_life` JSON column (migration 6). */
export function createLocalLitterStore(db: Db): LitterStore {
  const list = db.prepare<[], Row>(`SELECT * FROM puppies WHERE entry_type = 'litter' ${ORDERED}`);
  const byId = db.prepare<[string], Row>('SELECT * FROM puppies WHERE id = ?');
  const puppiesOf = db.prepare<[string], Row>(`SELECT * FROM puppies WHERE litter_id = ? AND COALESCE(entry_type, 'puppy') <> 'litter' ${ORDERED}`);
  const assigned = db.prepare<[], Row>(`SELECT * FROM puppies WHERE litter_id IS NOT NULL AND COALESCE(entry_type, 'puppy') <> 'litter' ${ORDERED}`);
  const writeLife = db.prepare(
    `UPDATE puppies SET litter_life = @life, dam_name = @dam_name, stud_name = @stud_name, expected_date = @expected_date,
       color = @color, updated_at = @updated_at WHERE id = @id`,
  );
  const importLife = db.prepare('UPDATE puppies SET litter_life = ? WHERE id = ?');
  const setLitter = db.prepare('UPDATE puppies SET litter_id = ?, updated_at = ? WHERE id = ?');
  const setOrder = db.prepare('UPDATE puppies SET sort_order = ?, updated_at = ? WHERE id = ?');

  function row(id: string): Row | undefined {
    return isValidId(id) ? byId.get(id) : undefined;
  }
  function mustGetLitter(id: string): Litter {
    const r = row(id);
    if (!r || r.entry_type !== 'litter') throw new AppError('not_found', `No litter ${id}`);
    return rowToLitter(r);
  }

  const updateTx = db.transaction((id: string, input: LitterLifeInput) => {
    mustGetLitter(id);
    writeLife.run({
      id,
      life: JSON.stringify(storedLife(input)),
      dam_name: input.dam.name,
      stud_name: input.sire.name,
      expected_date: input.expectedDate,
      color: input.color,
      updated_at: new Date().toISOString(),
    });
    return mustGetLitter(id);
  });

  const assignTx = db.transaction((puppyId: string, litterId: string | null): Puppy => {
    const p = row(puppyId);
    if (!p) throw new AppError('not_found', `No entry ${puppyId}`);
    if (p.entry_type === 'litter') throw new AppError('invalid_input', 'A litter cannot belong to a litter.');
    if (litterId !== null) {
      const l = row(litterId);
      if (!l) throw new AppError('not_found', `No litter ${litterId}`);
      if (l.entry_type !== 'litter') throw new AppError('invalid_input', 'That entry is not a litter.');
    }
    setLitter.run(litterId, new Date().toISOString(), puppyId);
    return rowToPuppy(row(puppyId)!);
  });

  const importLifeTx = db.transaction((id: string, life: LitterLife) => {
    mustGetLitter(id);
    importLife.run(JSON.stringify(storedLife(life)), id);
    return mustGetLitter(id);
  });

  const ordersTx = db.transaction((orders: { id: string; order: number }[]) => {
    const now = new Date().toISOString();
    for (const { id } of orders) if (!row(id)) throw new AppError('not_found', `No entry ${id}`);
    for (const { id, order } of orders) setOrder.run(order, now, id);
  });

  return {
    async list() {
      return list.all().map(rowToLitter);
    },
    async get({ id }) {
      const r = row(id);
      return r && r.entry_type === 'litter' ? rowToLitter(r) : null;
    },
    async update({ id, input }) {
      return updateTx.immediate(id, input);
    },
    async listPuppies({ litterId }) {
      return isValidId(litterId) ? puppiesOf.all(litterId).map(rowToPuppy) : [];
    },
    async listAssignedPuppies() {
      return assigned.all().map(rowToPuppy);
    },
    async assign({ puppyId, litterId }) {
      return assignTx.immediate(puppyId, litterId);
    },
    async setOrders({ orders }) {
      ordersTx.immediate(orders);
    },
    async importLife({ id, life }) {
      return importLifeTx.immediate(id, life);
    },
  };
}
