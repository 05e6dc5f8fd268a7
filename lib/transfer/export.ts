import { redactSecrets } from '@/lib/security/redact.mjs';
import type { Backend } from '@/lib/backend/types';
import { DEFAULT_HERO_IMAGE } from '@/lib/domain/site';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_ENTRY, type ArchiveMedia, type Manifest } from './archive';
import { fitsTarName, writeTarGz, type TarEntry } from './tar';

type ExportSummary = { puppies: number; studs: number; parents: number; testimonials: number; users: number; outbox: number; media: number; journal: number; families: number; applications: number; waitlists: number; ledger: number; subscribers: number; weights: number; healthEvents: number; warnings: string[] };

/**
 * Writes every record and media file of a backend to one archive (see archive.ts), through the
 * port only, so it works the same on both backends.
 */
export async function exportSite(backend: Backend, file: string, log: (line: string) => void = () => {}): Promise<ExportSummary> {
  const warnings: string[] = [];
  const [puppies, studs, parents, users, outbox, files, basicInfo, hero, retention, preferences] = await Promise.all([
    backend.puppies.listAll(),
    backend.studs.listAll(),
    backend.parents.listAll(),
    backend.users.listAll(),
    backend.outbox.list(),
    backend.media.listAll(),
    backend.settings.getBasicInfo(),
    backend.settings.getHeroImage(),
    backend.settings.getMessageRetention(),
    backend.ownerNotices.getPreferences(),
  ]);
  const testimonials = await backend.testimonials.listAll();
  const mediaSets = await backend.mediaSets.listAll();
  const litters = (await backend.litters.list()).map((l) => ({ id: l.id, life: l.life }));
  const [journal, families] = await Promise.all([backend.journal.listAll(), backend.families.listAll()]);
  const applications = await backend.applications.listAll();
  const [waitlists, ledger] = await Promise.all([backend.waitlists.listAll(), backend.ledger.listAll()]);
  const [contractTemplates, contracts] = await Promise.all([backend.contracts.listTemplates(), backend.contracts.listAll()]);
  const subscribers = await backend.subscribers.list();
  const puppyRecord = await backend.records.dump();
  const archiveUsers = await Promise.all(users.map(async (record) => ({ record, passwordHash: await backend.users.getPasswordHash({ id: record.id }) })));

  const media: ArchiveMedia[] = files.map((f, i) => ({
    path: f.fullPath,
    entry: fitsTarName(`media/${f.fullPath}`) ? `media/${f.fullPath}` : `media/file-${i}`,
    contentType: f.contentType,
    customMetadata: f.customMetadata,
  }));
  const stored = new Set(media.map((m) => m.path));

  // Every URL a record holds that names one of this backend's files.
  const urls: Record<string, string> = {};
  const heroImage = hero.url === DEFAULT_HERO_IMAGE && !hero.updatedAt ? null : hero;
  const recordUrls = [...puppies.map((p) => p.imageUrl), ...studs.map((s) => s.imageUrl), ...parents.map((p) => p.imageUrl), heroImage?.url ?? null, ...journal.flatMap((p) => p.media.flatMap((m) => [m.url, m.posterUrl]))];
  // Media sets' photos, videos and posters (docs/media-sets.md).
  for (const set of mediaSets) for (const i of set.items) recordUrls.push(i.url, i.poster?.url ?? null);
  for (const url of recordUrls) {
    if (!url) continue;
    const path = backend.media.pathFromUrl(url);
    if (!path) continue;
    urls[url] = path;
    if (!stored.has(path)) warnings.push(`${url} names ${path}, which is not in the store; the record keeps the URL as it is.`);
  }

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    source: backend.kind,
    // Never saved: the defaults, which the target has too.
    settings: { basicInfo, heroImage, messageRetention: retention.updatedAt ? retention : null, ownerPreferences: preferences.updatedAt ? preferences : null },
    puppies,
    // A stud is a sire's record (docs/dogs.md): the parents carry the studs.
    studs: [],
    parents,
    testimonials,
    users: archiveUsers,
    // Mail the site sent keeps no working link in an archive (docs/security.md); contact messages are the visitors' own words.
    outbox: outbox.map((m) => (m.kind === 'contact' ? m : { ...m, body: redactSecrets(m.body) })),
    media,
    urls,
    journal,
    families,
    mediaSets,
    litters,
    applications,
    waitlists,
    ledger,
    contractTemplates,
    contracts,
    subscribers,
    puppyRecord,
  };

  let written = 0;
  async function* entries(): AsyncGenerator<TarEntry> {
    yield { name: MANIFEST_ENTRY, bytes: new TextEncoder().encode(`${JSON.stringify(manifest, null, 1)}\n`) };
    // One file in memory at a time.
    for (const m of media) {
      const read = await backend.media.read({ path: m.path });
      if (!read) {
        warnings.push(`${m.path} was listed but could not be read (deleted meanwhile?); it is not in the archive.`);
        continue;
      }
      written++;
      if (written % 50 === 0) log(`  ${written} of ${media.length} files…`);
      yield { name: m.entry, bytes: read.bytes };
    }
  }
  await writeTarGz(file, entries());
  return { puppies: puppies.length, studs: studs.length, parents: parents.filter((p) => !p.stud).length, testimonials: testimonials.length, users: users.length, outbox: outbox.length, media: written, journal: journal.length, families: families.length, applications: applications.length, waitlists: waitlists.length, ledger: ledger.length, subscribers: subscribers.length, weights: puppyRecord.weights.length, healthEvents: puppyRecord.health.length, warnings };
}
