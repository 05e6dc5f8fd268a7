import { entries } from '@/lib/domain/form-data';
import type { ParentInputDraft } from '@/lib/domain/parent';

/** The clearance cells of the parent form, one value per row in each (FormData.getAll keeps the order). */
export const CLEARANCE_FIELDS = {
  test: 'clearanceTest',
  result: 'clearanceResult',
  date: 'clearanceDate',
  registryUrl: 'clearanceUrl',
} as const;

type ClearanceCell = keyof typeof CLEARANCE_FIELDS;

/** A field of the parent form, or one cell of a clearance row (`clearances.2.date`), for its messages. */
export type ParentField = Exclude<keyof ParentInputDraft, 'clearances'> | 'clearances' | `clearances.${number}.${ClearanceCell}`;

function all(fd: FormData, key: string): string[] {
  return entries(fd, key).map((v) => (typeof v === 'string' ? v : ''));
}

/**
 * The clearance rows as the schema reads them: rows left wholly blank are dropped (the form keeps
 * an empty row to type into); blank dates and links are none. `formRow[i]` is the form row that
 * clearance i came from, so a message lands beside the right row.
 */
export function readClearanceRows(fd: FormData): { rows: NonNullable<ParentInputDraft['clearances']>; formRow: number[] } {
  const tests = all(fd, CLEARANCE_FIELDS.test);
  const results = all(fd, CLEARANCE_FIELDS.result);
  const dates = all(fd, CLEARANCE_FIELDS.date);
  const urls = all(fd, CLEARANCE_FIELDS.registryUrl);
  const rows = [];
  const formRow: number[] = [];
  for (let i = 0; i < Math.max(tests.length, results.length, dates.length, urls.length); i++) {
    const row = { test: tests[i] ?? '', result: results[i] ?? '', date: (dates[i] ?? '').trim(), registryUrl: (urls[i] ?? '').trim() };
    if (!row.test.trim() && !row.result.trim() && !row.date && !row.registryUrl) continue;
    rows.push({ ...row, date: row.date || null, registryUrl: row.registryUrl || null });
    formRow.push(i);
  }
  return { rows, formRow };
}
