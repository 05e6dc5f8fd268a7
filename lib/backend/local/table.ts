import { AppError } from '@/lib/domain/errors';
import { isValidId, newId } from '../ids';
import type { Db } from './db';
import { isoAfter } from './time';

/**
 * One SQLite table of records with an `id`, a `created_at` and an `updated_at` column: the row
 * <-> record mapping and the get / create / update / delete / import every such store repeats.
 * A store declares its fields once (record field -> column, and how a value is stored) and keeps
 * only what is its own (its queries, its checks). The firebase twin is `firebase/collection.ts`.
 */

/** How one record field is stored: its column, and how a value goes in and comes back out. */
export type Field = { column: string; toRow?: (v: unknown) => unknown; fromRow?: (v: unknown) => unknown };

/** A boolean kept as 0/1. */
export const flag = (column: string): Field => ({ column, toRow: (v) => (v ? 1 : 0), fromRow: (v) => v === 1 });

/** A list kept as JSON text; unreadable text reads as an empty list. */
export const jsonList = (column: string): Field => ({
  column,
  toRow: (v) => JSON.stringify(v),
  fromRow: (v) => {
    try {
      return JSON.parse(String(v));
    } catch {
      return [];
    }
  },
});

type Fields = Record<string, string | Field>;
type Row = Record<string, unknown> & { id: string };

/** Record fields <-> columns, both ways, for the fields declared (the timestamps included). */
function rowMapper(fields: Fields) {
  const list = Object.entries(fields).map(([key, f]) => ({ key, ...(typeof f === 'string' ? { column: f } : f) }));
  const stamps: { key: string; column: string; fromRow?: Field['fromRow'] }[] = [
    { key: 'createdAt', column: 'created_at' },
    { key: 'updatedAt', column: 'updated_at' },
  ];
  return {
    /** The data columns (not id, not the timestamps). */
    columns: list.map((f) => f.column),
    /** The data columns of a record or an input (what else it holds is not written). */
    toRow(input: object): Record<string, unknown> {
      const v = input as Record<string, unknown>;
      return Object.fromEntries(list.map((f) => [f.column, f.toRow ? f.toRow(v[f.key]) : v[f.key]]));
    },
    /** A row as the raw record the domain's `toX(id, raw)` reads. */
    fromRow(row: Record<string, unknown>): Record<string, unknown> {
      return Object.fromEntries([...list, ...stamps].map((f) => [f.key, f.fromRow ? f.fromRow(row[f.column]) : row[f.column]]));
    },
  };
}

type Stamped = { id: string; createdAt: string; updatedAt: string };

/** A row's INSERT and the INSERT OR REPLACE an import writes with, over `columns` as named parameters (`@column`). */
export function rowWriters(db: Db, table: string, columns: readonly string[]) {
  const into = `${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return { insert: db.prepare(`INSERT INTO ${into}`), replace: db.prepare(`INSERT OR REPLACE INTO ${into}`) };
}

/**
 * The rows of one table by id, as every store reads and changes them: the get, the get that says
 * "No <noun> <id>", and read-modify-write and delete steps in IMMEDIATE transactions (two admins
 * changing one record at once cannot lose an update). `recordTable` is built on it; stores with
 * their own columns use it directly. `validId` is the store's id check (a generated id by default).
 */
export function rowsById<T, R>(db: Db, table: string, noun: string, read: (row: T) => R, validId: (id: string) => boolean = isValidId) {
  const byId = db.prepare<[string], T>(`SELECT * FROM ${table} WHERE id = ?`);
  const del = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  const get = (id: string): R | null => {
    const row = validId(id) ? byId.get(id) : undefined;
    return row ? read(row) : null;
  };
  const mustGet = (id: string): R => {
    const r = get(id);
    if (r === null) throw new AppError('not_found', `No ${noun} ${id}`);
    return r;
  };
  const changeTx = db.transaction((id: string, write: (current: R) => void) => {
    write(mustGet(id));
    return mustGet(id);
  });
  const removeTx = db.transaction((id: string, check?: (current: R) => void, after?: (gone: R) => void) => {
    const gone = mustGet(id);
    check?.(gone);
    del.run(id);
    after?.(gone);
    return gone;
  });
  return {
    get,
    mustGet,
    /** Runs `write` with the current record (it may refuse) and returns the record as it is after. */
    change: (id: string, write: (current: R) => void): R => changeTx.immediate(id, write),
    /** Deletes the row and returns its record as it was; `check` may refuse, `after` tidies up in the same transaction. */
    remove: (id: string, check?: (current: R) => void, after?: (gone: R) => void): R => removeTx.immediate(id, check, after),
    /** Refuses a bad id in an import ("Bad <noun> id …"). */
    checkImportId(id: string): void {
      if (!validId(id)) throw new AppError('invalid_input', `Bad ${noun} id ${JSON.stringify(id)}`);
    },
  };
}

type RecordTableSpec<R extends Stamped> = {
  table: string;
  /** The record's name in messages: "No testimonial 123". */
  noun: string;
  fields: Fields;
  toRecord: (id: string, raw: Record<string, unknown>) => R;
};

export function recordTable<R extends Stamped, I extends object>(db: Db, spec: RecordTableSpec<R>) {
  const { table, noun } = spec;
  const map = rowMapper(spec.fields);
  const { insert, replace } = rowWriters(db, table, ['id', ...map.columns, 'created_at', 'updated_at']);
  const update = db.prepare(`UPDATE ${table} SET ${[...map.columns, 'updated_at'].map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`);

  const read = (row: Row): R => spec.toRecord(row.id, map.fromRow(row));
  const rows = rowsById(db, table, noun, read);
  const { get, mustGet } = rows;
  const updateRecord = (id: string, input: I, check?: (current: R) => void): R =>
    rows.change(id, (current) => {
      check?.(current);
      update.run({ ...map.toRow(input), id, updated_at: isoAfter(current.updatedAt) });
    });

  const create = (input: I): R => {
    const id = newId();
    const now = new Date().toISOString();
    insert.run({ ...map.toRow(input), id, created_at: now, updated_at: now });
    return mustGet(id);
  };
  const importRecord = (record: I & Stamped): R => {
    rows.checkImportId(record.id);
    replace.run({ ...map.toRow(record), id: record.id, created_at: record.createdAt, updated_at: record.updatedAt });
    return mustGet(record.id);
  };

  return {
    get,
    /** The port's get / create / update / delete / importRecord, as a store spreads them. */
    methods: {
      get: async ({ id }: { id: string }) => get(id),
      create: async ({ input }: { input: I }) => create(input),
      update: async ({ id, input }: { id: string; input: I }) => updateRecord(id, input),
      delete: async ({ id }: { id: string }) => rows.remove(id),
      importRecord: async ({ record }: { record: I & Stamped }) => importRecord(record),
    },
    /**
     * A query over the table, prepared once: `where` follows `SELECT * FROM table` (a WHERE and an
     * ORDER BY), its `?` are the arguments.
     */
    select<P extends unknown[] = []>(where: string): (...params: P) => R[] {
      const st = db.prepare<P, Row>(`SELECT * FROM ${table} ${where}`);
      return (...params) => st.all(...params).map(read);
    },
    /** Deletes the rows whose `column` is `value`, in one transaction; returns them as `list` orders them. */
    deleteWhere(column: string, list: (value: string) => R[]): (value: string) => R[] {
      const st = db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`);
      const tx = db.transaction((value: string) => {
        const gone = list(value);
        st.run(value);
        return gone;
      });
      return (value) => (isValidId(value) ? tx.immediate(value) : []);
    },
    create,
    /** Moves updatedAt forward (time.ts isoAfter); `check` may refuse the change from the current record. */
    update: updateRecord,
    /** Writes an exported record as it was (its id and timestamps), over one with the same id. */
    importRecord,
  };
}
