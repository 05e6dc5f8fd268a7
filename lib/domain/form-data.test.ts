import { describe, expect, it } from 'vitest';
import { checked, entries, entry, idSchema, text } from './form-data';

describe('form data helpers', () => {
  it('reads text fields, treating missing and file values as blank', () => {
    const fd = new FormData();
    fd.set('name', 'Sunny');
    fd.set('file', new File(['x'], 'x.txt'));
    expect(text(fd, 'name')).toBe('Sunny');
    expect(text(fd, 'missing')).toBe('');
    expect(text(fd, 'file')).toBe('');
  });

  it('reads checkboxes: on when sent, off when missing or "false"', () => {
    const fd = new FormData();
    fd.set('on', 'on');
    fd.set('off', 'false');
    expect([checked(fd, 'on'), checked(fd, 'off'), checked(fd, 'missing')]).toEqual([true, false, false]);
  });

  it('reads anything that is not a form (a crafted call of a server action) as an empty form', () => {
    for (const crafted of ['a string', { email: 'family@example.com' }, null, undefined, 7, ['x']]) {
      const fd = crafted as unknown as FormData;
      expect([entry(fd, 'email'), entries(fd, 'email'), text(fd, 'email'), checked(fd, 'email')]).toEqual([null, [], '', false]);
    }
  });

  it('accepts ids both backends make and names the unknown ones', () => {
    const schema = idSchema('Unknown stud.');
    expect(schema.safeParse('AbC_12-x').success).toBe(true);
    const bad = schema.safeParse('../etc');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown stud.');
    expect(schema.safeParse('x'.repeat(65)).success).toBe(false);
  });
});
