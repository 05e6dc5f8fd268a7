import 'server-only';
import { galleryPageExists, gallerySlice, parseGalleryPage } from '@/lib/domain/gallery-pages';
import { parseViewKey } from '@/lib/domain/listing';
import { installPagePresenceCheck, PRESENCE_CHECKED } from '@/lib/routing/page-presence';
import { getGalleryPage, getPublicEntry } from './data';
import { applicationForToken } from './family-status';
import { getPublicLitter } from './litters';
import { getPublicParent } from './parents';
import { subscriberForUnsubscribeToken } from './subscribers';

/** Per section of PRESENCE_CHECKED, whether its record is there: the read and rule its page uses. */
const THERE: Record<string, (segment: string) => Promise<boolean>> = {
  puppies: async (id) => (await getPublicEntry(id)) !== null,
  // Every well-formed key is a view (the listing answers any page number); a malformed one is not.
  'puppies/view': async (key) => parseViewKey(key) !== null,
  litters: async (id) => (await getPublicLitter(id)) !== null,
  parents: async (id) => (await getPublicParent(id)) !== null,
  status: async (token) => (await applicationForToken(token)) !== null,
  unsubscribe: async (token) => (await subscriberForUnsubscribeToken(token)) !== null,
  'gallery/page': async (segment) => {
    const page = parseGalleryPage(segment);
    if (page === null) return false;
    return galleryPageExists(page, (await getGalleryPage(gallerySlice(page))).total);
  },
};

/**
 * Does the record a public address names exist, by the same reads and rules as its page (so the
 * two never disagree): the cached public reads for puppies, litters, parents and gallery pages
 * (no extra backend read on a hit), the listing view's key (no read), the token lookups for status
 * and unsubscribe links.
 * null for an address it does not know or a segment that is not valid URL encoding.
 */
export async function pagePresence(pathname: string): Promise<boolean | null> {
  const match = PRESENCE_CHECKED.exec(pathname);
  if (!match) return null;
  const section = match[1]!;
  const raw = match[2]!;
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return THERE[section]!(segment);
}

/** Called once at start (instrumentation-node.ts), so middleware can ask (lib/routing/page-presence.ts). */
export function installPagePresence(): void {
  installPagePresenceCheck(pagePresence);
}
