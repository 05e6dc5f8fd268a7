import type { Backend } from '@/lib/backend/types';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { TAGS } from '@/lib/domain/tags';

/** Every public page's cache tag, and the root layout's (every page under it). */
const SITE_WIDE_TAGS = [...Object.values(TAGS), '_N_T_/layout'] as const;

/**
 * After an import or a seed: records that every cached read and page is out of date, in the store's
 * shared cache (lib/cache), so running servers show the new content within the coherence bound.
 */
export async function invalidateSiteCache(backend: Backend): Promise<void> {
  await backend.cache.invalidateTags({ tags: SITE_WIDE_TAGS, at: Date.now() });
}

export type Content = {
  puppies: number;
  studs: number;
  parents: number;
  users: number;
  outbox: number;
  media: number;
  gallery: number;
  /** Litter journal posts and family links (docs/litters.md). */
  journal: number;
  families: number;
  /** Families' applications (docs/family-journey.md). */
  applications: number;
  basicInfo: boolean;
  heroImage: boolean;
  /** e.g. "3 entries, 1 stud, 12 files". */
  summary: string;
};

/** What a backend holds, through the port (emptiness checks of import and seed). */
export async function describeContent(backend: Backend): Promise<Content> {
  const [journal, families, applications] = await Promise.all([backend.journal.listAll(), backend.families.listAll(), backend.applications.count()]);
  const [puppies, studs, parents, users, outbox, media, basicInfo, hero] = await Promise.all([
    backend.puppies.listAll(),
    backend.studs.listAll(),
    backend.parents.listAll(),
    backend.users.count(),
    backend.outbox.list(),
    backend.media.listAll(),
    backend.settings.getBasicInfo(),
    backend.settings.getHeroImage(),
  ]);
  const c = {
    puppies: puppies.length,
    studs: studs.length,
    // A stud is a sire's record (docs/dogs.md): counted once, as a stud.
    parents: parents.filter((p) => !p.stud).length,
    users,
    outbox: outbox.length,
    media: media.length,
    gallery: media.filter((m) => m.fullPath.startsWith(`${MEDIA_FOLDERS.gallery}/`)).length,
    journal: journal.length,
    families: families.length,
    applications,
    basicInfo: basicInfo !== null,
    heroImage: hero.updatedAt !== null,
  };
  const parts = [
    [c.puppies, 'entry', 'entries'],
    [c.studs, 'stud', 'studs'],
    [c.parents, 'parent', 'parents'],
    [c.users, 'user', 'users'],
    [c.outbox, 'message', 'messages'],
    [c.media, 'file', 'files'],
    [c.journal, 'journal post', 'journal posts'],
    [c.families, 'family link', 'family links'],
    [c.applications, 'application', 'applications'],
  ] as const;
  const summary = [
    ...parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`),
    ...(c.basicInfo ? ['Basic Info'] : []),
    ...(c.heroImage ? ['a hero image'] : []),
  ].join(', ');
  return { ...c, summary: summary || 'nothing' };
}

export function isEmpty(c: Content): boolean {
  return c.summary === 'nothing';
}

/** Demo content would clash with what is there: entries, studs, parents, gallery photos or Basic Info (accounts and messages do not count). */
export function hasSiteContent(c: Content): boolean {
  return c.puppies > 0 || c.studs > 0 || c.parents > 0 || c.gallery > 0 || c.basicInfo;
}
