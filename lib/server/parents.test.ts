import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import { useTempDataDir } from '@/test/auth';
import { parentInputOf } from '@/lib/domain/parent';
import { studInput } from '@/test/factories';

const tmp = useTempDataDir('breeder-public-parents-');
const { getBackend } = await import('@/lib/backend');
const { getPublicParents } = await import('./parents');

const STORED = 'data:image/webp;base64,c3RvcmVkLXByZXZpZXc=';
let backend: Backend;
const calls: string[] = [];

beforeAll(async () => {
  const raw = await getBackend();
  // Only this test's parent: the demo's stud-parent has no stored preview yet (its first public read makes one).
  for (const p of await raw.parents.listAll()) await raw.parents.delete({ id: p.id });
  const stud = await raw.studs.create({ input: studInput({ name: 'Duke', available: true, imageUrl: '/images/no-such-stud-photo.webp' }) });
  expect(await raw.studs.setPreview({ id: stud.id, imageUrl: '/images/no-such-stud-photo.webp', preview: STORED })).toBe(true);
  // The same dog shown on /parents (a stud made in Admin › Studs is hidden there until shown).
  const dog = (await raw.parents.get({ id: stud.id }))!;
  await raw.parents.update({ id: stud.id, input: { ...parentInputOf(dog), name: 'Duke the sire', public: true } });
  // Every later studs call is noted.
  backend = { ...raw, studs: new Proxy(raw.studs, { get: (t, k, r) => (typeof k === 'string' && typeof t[k as keyof typeof t] === 'function' && calls.push(k), Reflect.get(t, k, r)) }) };
  (globalThis as unknown as { __backend?: Promise<Backend> }).__backend = Promise.resolve(backend);
}, 60_000);
afterAll(tmp.cleanup);

describe('getPublicParents: a sire offered as a stud shows his photo’s stored preview', () => {
  it('reads the available studs with their stored previews once, no stud one by one, no new resize', async () => {
    const parents = await getPublicParents();
    const duke = parents.find((p) => p.name === 'Duke the sire');
    expect(duke).toMatchObject({ kind: 'stud', preview: STORED });
    // Nothing else of the stud is in what a public page gets.
    expect(Object.keys(duke!).sort()).toEqual(['id', 'kind', 'name', 'preview', 'sex']);
    expect(calls).toContain('listAvailableWithPreview');
    expect(calls).not.toContain('get');
    expect(calls).not.toContain('setPreview');
  });
});
