import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Parent } from '@/lib/domain/parent';
import type { Stud } from '@/lib/domain/stud';
import { tempBackends } from '@/test/transfer';
import { MANIFEST_ENTRY } from './archive';
import { exportSite } from './export';
import { importSite } from './import';
import { seedDemo } from './seed';
import { readTarGz, writeTarGz, type TarEntry } from './tar';

const { local, tempDir } = tempBackends('breeder-studs-transfer-');

/** Rewrites an archive's site.json (the files kept as they are). */
async function rewriteManifest(from: string, to: string, change: (m: Record<string, unknown>) => void): Promise<void> {
  const entries: TarEntry[] = [];
  for await (const e of readTarGz(from)) {
    if (e.name !== MANIFEST_ENTRY) entries.push(e);
    else {
      const m = JSON.parse(new TextDecoder().decode(e.bytes)) as Record<string, unknown>;
      change(m);
      entries.push({ name: e.name, bytes: new TextEncoder().encode(JSON.stringify(m)) });
    }
  }
  await writeTarGz(to, entries);
}

describe('export and import: a stud is a sire’s record (docs/dogs.md)', () => {
  it('round-trips the dogs with their stud facet, writing no separate studs', async () => {
    const a = await local();
    await seedDemo(a);
    const file = path.join(tempDir(), 'site.tar.gz');
    expect(await exportSite(a, file)).toMatchObject({ studs: 4, parents: 1 });
    let written: { studs: unknown[]; parents: Parent[] } | null = null;
    await rewriteManifest(file, path.join(tempDir(), 'copy.tar.gz'), (m) => (written = m as typeof written));
    expect(written!.studs).toEqual([]);
    expect(written!.parents.filter((p) => p.stud).map((p) => p.name).sort()).toEqual(['Archie', 'Bear', 'Duke', 'Finn']);
    const b = await local();
    expect(await importSite(b, file)).toMatchObject({ studs: 4, parents: 1 });
    // The same records; photos under the target's own URLs.
    const same = <T extends { imageUrl: string | null }>(list: T[]) => list.map(({ imageUrl, ...rest }) => ({ ...rest, photo: imageUrl?.split('/').pop()?.split('?')[0] }));
    expect(same(await b.parents.listAll())).toEqual(same(await a.parents.listAll()));
    expect(same(await b.studs.listAvailable())).toEqual(same(await a.studs.listAvailable()));
  });

  it('imports an archive of the time studs were kept apart: a stud named by a sire merges into him, the others become hidden sires', async () => {
    const a = await local();
    await seedDemo(a);
    const file = path.join(tempDir(), 'site.tar.gz');
    await exportSite(a, file);
    const old = path.join(tempDir(), 'old.tar.gz');
    // As the site wrote it before: each stud its own record; Duke the sire (on /parents) names his stud.
    await rewriteManifest(file, old, (m) => {
      const dogs = m.parents as Parent[];
      m.studs = dogs.filter((p) => p.stud).map((p): Stud => ({ id: `stud${p.id}`, name: p.name, imageUrl: p.imageUrl, available: p.stud!.available, studFee: p.stud!.studFee, ofaCertified: p.stud!.ofaCertified, registration: p.registration, dob: p.dob, color: p.color, notes: p.bio, createdAt: p.createdAt }));
      m.parents = dogs.filter((p) => p.public).map(({ stud, ...p }) => ({ ...p, imageUrl: stud ? null : p.imageUrl, bio: stud ? 'Our sire.' : p.bio, studId: stud ? `stud${p.id}` : null }));
    });
    const b = await local();
    expect(await importSite(b, old)).toMatchObject({ studs: 4, parents: 1 });
    const duke = (await a.studs.listAll()).find((s) => s.name === 'Duke')!;
    // Duke keeps his parent id and record, and takes the stud's photo, notes and facet.
    expect(await b.parents.get({ id: duke.id })).toMatchObject({ public: true, imageUrl: expect.stringMatching(/^\/media\//), bio: `Our sire.\n\n${duke.notes}`, stud: { available: true, studFee: duke.studFee } });
    expect((await b.studs.listAll()).map((s) => s.id).sort()).toEqual((await a.studs.listAll()).map((s) => (s.name === 'Duke' ? s.id : `stud${s.id}`)).sort());
    // (The demo writes its dogs within a millisecond or two: the order of equal times is not the point here.)
    expect((await b.studs.listAvailable()).map((s) => s.name).sort()).toEqual(['Bear', 'Duke', 'Finn']);
    expect((await b.parents.listPublic()).map((p) => p.name).sort()).toEqual(['Duke', 'Rosie']);
  });
});
