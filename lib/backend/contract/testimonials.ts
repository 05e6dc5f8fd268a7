import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { testimonialInputSchema } from '@/lib/domain/testimonial';
import { testimonialInput } from '@/test/factories';
import type { Backend } from '../types';

const pause = () => new Promise((r) => setTimeout(r, 5));

/** The testimonials store's contract (called by suite.ts), the same on both adapters. */
export function testimonialsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: testimonials`, () => {
    it('creates a testimonial and reads it back with timestamps; unknown and malformed ids are null', () =>
      withBackend(async (b) => {
        const made = await b.testimonials.create({ input: testimonialInput({ place: 'Rochester, NY', text: 'Line one.\nLine two.', order: 3 }) });
        expect(made.id).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(made).toMatchObject({ name: 'The Parkers', place: 'Rochester, NY', text: 'Line one.\nLine two.', consent: true, visible: true, order: 3 });
        expect(Date.parse(made.createdAt)).not.toBeNaN();
        expect(made.updatedAt).toBe(made.createdAt);
        expect(await b.testimonials.get({ id: made.id })).toEqual(made);
        expect(await b.testimonials.get({ id: 'no-such-one' })).toBeNull();
        expect(await b.testimonials.get({ id: '../x' })).toBeNull();
      }));

    it('lists only published ones (visible and consented) for visitors, all for the admin, by order then oldest first', () =>
      withBackend(async (b) => {
        const second = await b.testimonials.create({ input: testimonialInput({ name: 'B', order: 2 }) });
        await pause();
        const hidden = await b.testimonials.create({ input: testimonialInput({ name: 'Hidden', visible: false, order: 0 }) });
        await pause();
        const noConsent = await b.testimonials.create({ input: testimonialInput({ name: 'No consent', visible: false, consent: false, order: 1 }) });
        await pause();
        const first = await b.testimonials.create({ input: testimonialInput({ name: 'A', order: 1 }) });
        await pause();
        const third = await b.testimonials.create({ input: testimonialInput({ name: 'C', order: 2 }) });
        expect((await b.testimonials.listPublic()).map((t) => t.name)).toEqual(['A', 'B', 'C']);
        expect((await b.testimonials.listAll()).map((t) => t.id)).toEqual([hidden.id, noConsent.id, first.id, second.id, third.id]);
        // A record stored without consent is never public, whatever its visible flag says (an old import).
        await b.testimonials.importRecord({ record: { ...noConsent, visible: true } });
        expect((await b.testimonials.listPublic()).map((t) => t.name)).toEqual(['A', 'B', 'C']);
      }));

    it('updates every field, keeps createdAt, moves updatedAt; deletes returning what it was', () =>
      withBackend(async (b) => {
        const t = await b.testimonials.create({ input: testimonialInput() });
        await pause();
        const u = await b.testimonials.update({ id: t.id, input: testimonialInput({ name: 'J. & M. R.', place: 'Buffalo', text: 'New words', visible: false, consent: false, order: 9 }) });
        expect(u).toMatchObject({ id: t.id, name: 'J. & M. R.', place: 'Buffalo', text: 'New words', visible: false, consent: false, order: 9, createdAt: t.createdAt });
        expect(u.updatedAt > t.updatedAt).toBe(true);
        expect(await b.testimonials.get({ id: t.id })).toEqual(u);
        expect(await b.testimonials.listPublic()).toEqual([]);
        await expect(b.testimonials.update({ id: 'missing', input: testimonialInput() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        expect((await b.testimonials.delete({ id: t.id })).name).toBe('J. & M. R.');
        expect(await b.testimonials.get({ id: t.id })).toBeNull();
        await expect(b.testimonials.delete({ id: t.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('imports testimonials as given (id and times included), replacing the same id', () =>
      withBackend(async (b) => {
        const record = {
          ...testimonialInput({ name: 'The Lees', order: 4 }),
          id: 'importedTestimonial1',
          createdAt: new Date('2023-01-01T10:00:00.123Z').toISOString(),
          updatedAt: new Date('2024-02-02T10:00:00.456Z').toISOString(),
        };
        expect(await b.testimonials.importRecord({ record })).toEqual(record);
        expect(await b.testimonials.get({ id: record.id })).toEqual(record);
        expect((await b.testimonials.importRecord({ record: { ...record, text: 'Changed' } })).text).toBe('Changed');
        expect((await b.testimonials.listAll()).map((t) => t.id)).toEqual([record.id]);
        await expect(b.testimonials.importRecord({ record: { ...record, id: '../x' } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('the schema refuses to show a testimonial without the family’s consent', () => {
      const r = testimonialInputSchema.safeParse({ name: 'X', text: 'Y', visible: true, consent: false });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['consent']);
      expect(testimonialInputSchema.safeParse({ name: 'X', text: 'Y', visible: false, consent: false }).success).toBe(true);
    });
  });
}
