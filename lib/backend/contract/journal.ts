import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { journalInput } from '@/test/factories';
import type { Backend } from '../types';

const photo = { kind: 'photo', url: '/media/journal/abc_day-10.webp?v=1', alt: 'Five puppies asleep in a row', posterUrl: null, width: 1200, height: 900 };
const video = { kind: 'video', url: '/media/journal/abc_play.mp4?v=1', alt: '', posterUrl: '/media/journal/abc_play.webp?v=1', width: 640, height: 360 };

/** The journal and family stores' contract (called by suite.ts), the same on both adapters. */
export function journalContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: litter journal`, () => {
    it('creates a post with photos and a video and reads it back with timestamps', () =>
      withBackend(async (b) => {
        const made = await b.journal.create({ input: journalInput({ title: 'Day 10', body: 'Eyes open.\nAll five nursing well.', media: [photo, video], visibility: 'families' }) });
        expect(made.id).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(made).toMatchObject({ litterId: 'L1', date: '2026-05-01', title: 'Day 10', body: 'Eyes open.\nAll five nursing well.', media: [photo, video], visibility: 'families' });
        expect(Date.parse(made.createdAt)).not.toBeNaN();
        expect(made.updatedAt).toBe(made.createdAt);
        expect(await b.journal.get({ id: made.id })).toEqual(made);
        expect(await b.journal.get({ id: 'no-such-post' })).toBeNull();
        expect(await b.journal.get({ id: '../x' })).toBeNull();
      }));

    it("lists a litter's posts newest first (date, then the newest written), public ones alone on request", () =>
      withBackend(async (b) => {
        const old = await b.journal.create({ input: journalInput({ date: '2026-04-20', body: 'Born!' }) });
        const privateLater = await b.journal.create({ input: journalInput({ date: '2026-05-03', body: 'Reserved families: pick day soon', visibility: 'families' }) });
        const sameDayFirst = await b.journal.create({ input: journalInput({ date: '2026-05-01', body: 'Morning' }) });
        const sameDaySecond = await b.journal.create({ input: journalInput({ date: '2026-05-01', body: 'Evening' }) });
        await b.journal.create({ input: journalInput({ litterId: 'L2', date: '2026-06-01', body: 'Another litter' }) });
        expect((await b.journal.listByLitter({ litterId: 'L1' })).map((p) => p.id)).toEqual([privateLater.id, sameDaySecond.id, sameDayFirst.id, old.id]);
        const publicOnly = await b.journal.listByLitter({ litterId: 'L1', publicOnly: true });
        expect(publicOnly.map((p) => p.id)).toEqual([sameDaySecond.id, sameDayFirst.id, old.id]);
        expect(publicOnly.every((p) => p.visibility === 'public')).toBe(true);
        expect(await b.journal.listByLitter({ litterId: 'nobody' })).toEqual([]);
        expect(await b.journal.listByLitter({ litterId: '../L1' })).toEqual([]);
      }));

    it('updates every field and updatedAt; a post made private leaves the public list', () =>
      withBackend(async (b) => {
        const p = await b.journal.create({ input: journalInput({ media: [photo] }) });
        await new Promise((r) => setTimeout(r, 5));
        const u = await b.journal.update({ id: p.id, input: journalInput({ date: '2026-05-02', title: 'Renamed', body: 'Edited', media: [], visibility: 'families' }) });
        expect(u).toMatchObject({ id: p.id, date: '2026-05-02', title: 'Renamed', body: 'Edited', media: [], visibility: 'families', createdAt: p.createdAt });
        expect(u.updatedAt > p.updatedAt).toBe(true);
        expect(await b.journal.get({ id: p.id })).toEqual(u);
        expect(await b.journal.listByLitter({ litterId: 'L1', publicOnly: true })).toEqual([]);
        await expect(b.journal.update({ id: 'nope', input: journalInput() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('deletes a post and returns it; deletes every post of a litter; unknown ids are not_found', () =>
      withBackend(async (b) => {
        const p = await b.journal.create({ input: journalInput({ media: [photo] }) });
        expect((await b.journal.delete({ id: p.id })).media).toEqual([photo]);
        expect(await b.journal.get({ id: p.id })).toBeNull();
        await expect(b.journal.delete({ id: p.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await b.journal.create({ input: journalInput({ body: 'one' }) });
        await b.journal.create({ input: journalInput({ body: 'two', visibility: 'families' }) });
        const keep = await b.journal.create({ input: journalInput({ litterId: 'L2' }) });
        expect((await b.journal.deleteByLitter({ litterId: 'L1' })).map((x) => x.body).sort()).toEqual(['one', 'two']);
        expect(await b.journal.listByLitter({ litterId: 'L1' })).toEqual([]);
        expect((await b.journal.listAll()).map((x) => x.id)).toEqual([keep.id]);
      }));

    it('imports posts as given (ids and times) and lists every post oldest first', () =>
      withBackend(async (b) => {
        const made = await b.journal.create({ input: journalInput({ media: [video] }) });
        const record = { ...journalInput({ date: '2025-01-02', visibility: 'families', media: [photo] }), id: 'imported-post', createdAt: '2025-01-02T10:00:00.000Z', updatedAt: '2025-01-03T11:00:00.000Z' };
        expect(await b.journal.importRecord({ record })).toEqual(record);
        expect(await b.journal.get({ id: 'imported-post' })).toEqual(record);
        expect((await b.journal.listAll()).map((p) => p.id)).toEqual(['imported-post', made.id]);
        await expect(b.journal.importRecord({ record: { ...record, id: 'a/b' } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));
  });

  describe(`${name} backend: reserved families`, () => {
    it('links users to litters (optionally a puppy), once per pair, and lists by litter and by user', () =>
      withBackend(async (b) => {
        const pat = await b.families.link({ litterId: 'L1', userId: 'pat', puppyId: null });
        expect(pat).toMatchObject({ litterId: 'L1', userId: 'pat', puppyId: null });
        expect(Date.parse(pat.createdAt)).not.toBeNaN();
        await new Promise((r) => setTimeout(r, 5));
        await b.families.link({ litterId: 'L1', userId: 'sam', puppyId: 'P2' });
        await b.families.link({ litterId: 'L2', userId: 'pat', puppyId: 'P9' });
        // Linking again sets the puppy and keeps the link (and its createdAt).
        const again = await b.families.link({ litterId: 'L1', userId: 'pat', puppyId: 'P1' });
        expect(again).toEqual({ ...pat, puppyId: 'P1' });
        expect(await b.families.get({ litterId: 'L1', userId: 'pat' })).toEqual(again);
        expect((await b.families.listByLitter({ litterId: 'L1' })).map((l) => [l.userId, l.puppyId])).toEqual([
          ['pat', 'P1'],
          ['sam', 'P2'],
        ]);
        expect((await b.families.listByUser({ userId: 'pat' })).map((l) => l.litterId)).toEqual(['L1', 'L2']);
        expect(await b.families.get({ litterId: 'L2', userId: 'sam' })).toBeNull();
        expect(await b.families.listByUser({ userId: 'nobody' })).toEqual([]);
        await expect(b.families.link({ litterId: 'L1', userId: 'a/b', puppyId: null })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('unlinks and returns the link; a missing link is not_found', () =>
      withBackend(async (b) => {
        await b.families.link({ litterId: 'L1', userId: 'pat', puppyId: 'P1' });
        expect(await b.families.unlink({ litterId: 'L1', userId: 'pat' })).toMatchObject({ litterId: 'L1', userId: 'pat', puppyId: 'P1' });
        expect(await b.families.get({ litterId: 'L1', userId: 'pat' })).toBeNull();
        expect(await b.families.listByUser({ userId: 'pat' })).toEqual([]);
        await expect(b.families.unlink({ litterId: 'L1', userId: 'pat' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('imports links as given and lists every link oldest first', () =>
      withBackend(async (b) => {
        const now = await b.families.link({ litterId: 'L1', userId: 'pat', puppyId: null });
        const record = { litterId: 'L0', userId: 'sam', puppyId: 'P3', createdAt: '2025-01-02T10:00:00.000Z' };
        expect(await b.families.importRecord({ record })).toEqual(record);
        expect(await b.families.listAll()).toEqual([record, now]);
      }));
  });
}
