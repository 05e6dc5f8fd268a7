import { describe, expect, it } from 'vitest';
import { studInput as stud } from '@/test/factories';
import type { Backend } from '../types';

/**
 * Contract section for the studs' stored previews (docs/scale.md: a stud photo's blurred preview is made
 * once per photo and stored, not on every /studs regeneration). Called by suite.ts.
 */
export function studPreviewContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: stud previews`, () => {
    const preview = 'data:image/webp;base64,UklGRgAAAABXRUJQ';

    it('stores a preview for the photo it was made from, keeps it through edits and toggles, drops it with a new photo', () =>
      withBackend(async (b) => {
        const duke = await b.studs.create({ input: stud({ name: 'Duke', imageUrl: '/media/studs/duke_1.webp' }) });
        const bare = await b.studs.create({ input: stud({ name: 'Bare', imageUrl: null }) });
        const off = await b.studs.create({ input: stud({ name: 'Off', imageUrl: '/media/studs/off_1.webp', available: false }) });
        expect(await b.studs.listAvailableWithPreview()).toEqual([
          { stud: duke, preview: null },
          { stud: bare, preview: null },
        ]);

        expect(await b.studs.setPreview({ id: duke.id, imageUrl: '/media/studs/duke_1.webp', preview })).toBe(true);
        // A preview of another photo (an edit happened meanwhile), a stud without a photo or an unknown id: nothing stored.
        expect(await b.studs.setPreview({ id: duke.id, imageUrl: '/media/studs/older_1.webp', preview: 'data:image/webp;base64,eA' })).toBe(false);
        expect(await b.studs.setPreview({ id: bare.id, imageUrl: '/media/studs/duke_1.webp', preview })).toBe(false);
        expect(await b.studs.setPreview({ id: 'no-such-stud', imageUrl: '/media/studs/duke_1.webp', preview })).toBe(false);
        expect(await b.studs.setPreview({ id: off.id, imageUrl: '/media/studs/off_1.webp', preview })).toBe(true);
        expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.name, r.preview])).toEqual([
          ['Duke', preview],
          ['Bare', null],
        ]);
        // The stud record itself never carries it (the details endpoint and the admin stay as they were).
        expect(await b.studs.get({ id: duke.id })).toEqual(duke);

        // Other fields and the availability toggle keep the preview; the unavailable stud's shows once listed.
        await b.studs.update({ id: duke.id, input: stud({ name: 'Duke II', imageUrl: '/media/studs/duke_1.webp', studFee: '$900' }) });
        await b.studs.toggleAvailable({ id: off.id });
        expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.name, r.preview])).toEqual([
          ['Duke II', preview],
          ['Bare', null],
          ['Off', preview],
        ]);

        // A new photo (or none) drops it.
        await b.studs.update({ id: duke.id, input: stud({ name: 'Duke II', imageUrl: '/media/studs/duke_2.webp' }) });
        await b.studs.update({ id: off.id, input: stud({ name: 'Off', imageUrl: null }) });
        expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.name, r.preview])).toEqual([
          ['Duke II', null],
          ['Bare', null],
          ['Off', null],
        ]);
      }));
  });
}
