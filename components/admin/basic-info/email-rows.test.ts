import { describe, expect, it } from 'vitest';
import { invalidRowIds, isSimpleEmail, normalizedRows, removeRow, rowsFrom } from './email-rows';

const counter = (start: number) => () => start++;

describe('notification email rows', () => {
  it('keeps one blank row when the list is empty or every row is removed', () => {
    expect(rowsFrom([])).toEqual([{ id: 0, value: '' }]);
    const rows = rowsFrom(['a@x.com']);
    expect(removeRow(rows, 0, counter(5))).toEqual([{ id: 5, value: '' }]);
    expect(removeRow(rowsFrom(['a@x.com', 'b@y.org']), 0, counter(5))).toEqual([{ id: 1, value: 'b@y.org' }]);
  });

  it('flags rows that are not simple addresses, ignoring blanks and surrounding spaces', () => {
    const rows = rowsFrom(['  ok@example.com ', 'not-an-email', '', 'a@b', '<script>alert(1)</script>@x.com', 'x y@z.com', 'a@x.com,b@y.com']);
    const bad = invalidRowIds(rows);
    expect(rows.filter((r) => bad.has(r.id)).map((r) => r.value)).toEqual([
      'not-an-email',
      'a@b',
      '<script>alert(1)</script>@x.com',
      'x y@z.com',
      'a@x.com,b@y.com',
    ]);
    expect(isSimpleEmail("o'brien@example.ie")).toBe(true);
  });

  it('normalises after a save: trimmed, blanks dropped, one blank row when nothing is left', () => {
    expect(normalizedRows(rowsFrom([' a@x.com ', '', 'b@y.org']), counter(9))).toEqual([
      { id: 0, value: 'a@x.com' },
      { id: 2, value: 'b@y.org' },
    ]);
    expect(normalizedRows(rowsFrom(['  ']), counter(9))).toEqual([{ id: 9, value: '' }]);
  });
});
