import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emptyPuppy } from '@/test/factories';
import { AppError, isAppError } from '@/lib/domain/errors';
import { docToOutbox, docToPuppy, docToStud, docToUser, isDocId, mapFirestoreError, nowTimestamp, plain, timeKey } from './convert';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('firebase converters', () => {
  it('reads an empty or corrupt puppy document with the docs/product.md §3 defaults', () => {
    expect(docToPuppy('x1', {})).toEqual(emptyPuppy('x1'));
    const odd = docToPuppy('x2', { name: '  ', order: 'soon', status: 42, public: 'no', sex: 'male', price: 'free', imageUrl: '' });
    expect(odd).toMatchObject({ name: 'Unnamed', order: 9999, status: '42', public: true, sex: null, price: null, imageUrl: null });
    expect(docToPuppy('x3', { public: false }).public).toBe(false);
  });

  it('turns Timestamps into ISO strings, and date-only fields into YYYY-MM-DD', () => {
    const p = docToPuppy('x', {
      name: 'Sunny',
      createdAt: at('2026-03-01T10:00:00.123Z'),
      updatedAt: at('2026-03-02T11:00:00.000Z'),
      dob: at('2026-01-15T00:00:00.000Z'),
      availableDate: '2026-03-15',
      expectedDate: at('2026-06-01T00:00:00.000Z'),
      price: '1200',
    });
    expect(p).toMatchObject({ createdAt: '2026-03-01T10:00:00.123Z', updatedAt: '2026-03-02T11:00:00.000Z', dob: '2026-01-15', availableDate: '2026-03-15', price: 1200 });
    // A puppy without updatedAt shows its creation time as the last change.
    expect(docToPuppy('y', { createdAt: at('2026-03-01T10:00:00.000Z') }).updatedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads studs, users and outbox messages with defaults', () => {
    expect(docToStud('s', { dob: at('2021-04-02T00:00:00Z'), createdAt: at('2026-01-01T00:00:00Z') })).toMatchObject({
      name: 'Unnamed',
      available: false,
      studFee: '',
      ofaCertified: false,
      dob: '2021-04-02',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(docToUser('u', { email: 'a@b.co', role: 'owner' })).toEqual({ id: 'u', email: 'a@b.co', role: 'user', createdAt: '1970-01-01T00:00:00.000Z', sessionVersion: 0 });
    // The session version: a stored count, anything else reads 0.
    expect(docToUser('u', { sessionVersion: 3 }).sessionVersion).toBe(3);
    for (const sessionVersion of [-1, 1.5, '2', null, Number.NaN]) expect(docToUser('u', { sessionVersion }).sessionVersion).toBe(0);
    expect(docToUser('u', { email: 'a@b.co', role: 'admin', createdAt: at('2026-01-01T00:00:00Z') }).role).toBe('admin');
    expect(docToOutbox('m', { kind: 'password-reset', to: ['a@b.co', 7], handledAt: at('2026-01-02T00:00:00Z') })).toMatchObject({
      kind: 'password-reset',
      to: ['a@b.co'],
      subject: '',
      handledAt: '2026-01-02T00:00:00.000Z',
    });
    expect(docToOutbox('m', {}).handledAt).toBeNull();
  });

  it('makes nested Timestamps plain', () => {
    expect(plain({ a: { b: [at('2026-01-01T00:00:00Z')] }, n: 1 })).toEqual({ a: { b: ['2026-01-01T00:00:00.000Z'] }, n: 1 });
    expect(plain(undefined)).toEqual({});
  });

  it('hands out strictly increasing times, finer than milliseconds', () => {
    const times = Array.from({ length: 500 }, () => nowTimestamp());
    for (let i = 1; i < times.length; i++) expect(timeKey(times[i]) > timeKey(times[i - 1])).toBe(true);
    expect(timeKey('2026-01-01T00:00:00.000Z')).toBe(Date.parse('2026-01-01T00:00:00.000Z') * 1000);
    expect(timeKey(undefined)).toBe(0);
  });

  it('accepts document ids without slashes or reserved names', () => {
    for (const ok of ['abc', 'Zx9_-', 'a'.repeat(128)]) expect(isDocId(ok)).toBe(true);
    for (const bad of ['', '.', '..', 'a/b', '__name__', 'a'.repeat(129)]) expect(isDocId(bad)).toBe(false);
  });

  it('maps Firestore outages and missing indexes to unavailable, and leaves other errors alone', () => {
    const grpc = (code: number, message: string) => Object.assign(new Error(message), { code });
    expect(isAppError(mapFirestoreError(grpc(14, 'UNAVAILABLE: no connection'), 'list'), 'unavailable')).toBe(true);
    const index = mapFirestoreError(grpc(9, 'FAILED_PRECONDITION: The query requires an index.'), 'puppies.listPublic');
    expect(isAppError(index, 'unavailable') && index.message).toMatch(/firestore\.indexes\.json/);
    const mine = new AppError('not_found');
    expect(mapFirestoreError(mine, 'x')).toBe(mine);
    const other = grpc(3, 'INVALID_ARGUMENT');
    expect(mapFirestoreError(other, 'x')).toBe(other);
  });
});
