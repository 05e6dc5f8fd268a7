import { describe, expect, it } from 'vitest';
import { inboxOf } from './email';

describe('inboxOf: the inbox an address reaches (for counting mail to it)', () => {
  it('drops letter case and a +tag', () => {
    expect(inboxOf(' Family+Puppies@Example.com ')).toBe('family@example.com');
    expect(inboxOf('family@example.com')).toBe('family@example.com');
  });

  it('drops dots at Gmail, whose two names are one', () => {
    expect(inboxOf('f.a.m.i.l.y+x@googlemail.com')).toBe('family@gmail.com');
    expect(inboxOf('fa.mily@example.com')).toBe('fa.mily@example.com');
  });

  it('leaves what is not an address with a name alone', () => {
    expect(inboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(inboxOf('no-at-sign')).toBe('no-at-sign');
  });
});
