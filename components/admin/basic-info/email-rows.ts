import { isSimpleEmail } from '@/lib/domain/settings';

export { isSimpleEmail };

/** One notification address being edited; `id` keeps React keys and focus stable while rows come and go. */
export type EmailRow = { id: number; value: string };

/** Hands out row ids; the form owns one, so ids are the same on the server and in the browser. */
type NextId = () => number;

/** Rows for the stored list, ids 0…n-1; at least one (blank) row is always kept (docs/product.md §5). */
export function rowsFrom(emails: readonly string[]): EmailRow[] {
  return (emails.length ? emails : ['']).map((value, id) => ({ id, value }));
}

export function removeRow(rows: readonly EmailRow[], id: number, nextId: NextId): EmailRow[] {
  const rest = rows.filter((r) => r.id !== id);
  return rest.length ? rest : [{ id: nextId(), value: '' }];
}

/** Ids of the rows whose trimmed value is not blank and not a simple address. */
export function invalidRowIds(rows: readonly EmailRow[]): Set<number> {
  return new Set(rows.filter((r) => r.value.trim() !== '' && !isSimpleEmail(r.value.trim())).map((r) => r.id));
}

/** After a save: trimmed, blank rows gone, still at least one row (ids kept where rows stay). */
export function normalizedRows(rows: readonly EmailRow[], nextId: NextId): EmailRow[] {
  const kept = rows.map((r) => ({ id: r.id, value: r.value.trim() })).filter((r) => r.value !== '');
  return kept.length ? kept : [{ id: nextId(), value: '' }];
}
