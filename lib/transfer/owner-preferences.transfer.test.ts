import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODES, DEFAULT_TIME_ZONE } from '@/lib/domain/notifications';
import { tempBackends } from '@/test/transfer';
import { MANIFEST_ENTRY } from './archive';
import { exportSite } from './export';
import { importSite } from './import';
import { readTarGz, writeTarGz, type TarEntry } from './tar';

const { local, tempDir } = tempBackends('breeder-preferences-transfer-');

describe('export and import carry the owner’s notification choices and time zone (docs/notifications.md)', () => {
  it('arrive as saved, their time included; an archive made before they were exported still imports, with the defaults', async () => {
    const a = await local();
    const modes = { ...DEFAULT_MODES, application: 'digest' as const, treatment: 'now' as const };
    const saved = await a.ownerNotices.setPreferences({ input: { modes, timeZone: 'America/Denver' } });
    const file = path.join(tempDir(), 'site.tar.gz');
    await exportSite(a, file);

    const b = await local();
    await importSite(b, file);
    expect(await b.ownerNotices.getPreferences()).toEqual(saved);
    expect(saved).toMatchObject({ modes, timeZone: 'America/Denver' });

    // The same archive as an older export wrote it: no ownerPreferences in its settings.
    const entries: TarEntry[] = [];
    for await (const e of readTarGz(file)) entries.push(e);
    const manifest = JSON.parse(new TextDecoder().decode(entries[0]!.bytes));
    expect(entries[0]!.name).toBe(MANIFEST_ENTRY);
    expect(manifest.settings.ownerPreferences).toMatchObject({ timeZone: 'America/Denver' });
    delete manifest.settings.ownerPreferences;
    const older = path.join(tempDir(), 'older.tar.gz');
    await writeTarGz(older, [{ name: MANIFEST_ENTRY, bytes: new TextEncoder().encode(JSON.stringify(manifest)) }, ...entries.slice(1)]);
    const c = await local();
    await importSite(c, older);
    expect(await c.ownerNotices.getPreferences()).toEqual({ modes: DEFAULT_MODES, timeZone: DEFAULT_TIME_ZONE, updatedAt: null });

    // A site whose owner never chose exports none, and the target keeps its defaults.
    const blank = path.join(tempDir(), 'blank.tar.gz');
    await exportSite(c, blank);
    const d = await local();
    await importSite(d, blank);
    expect(await d.ownerNotices.getPreferences()).toEqual({ modes: DEFAULT_MODES, timeZone: DEFAULT_TIME_ZONE, updatedAt: null });
  });
});
