import 'server-only';
import { galleryOffset, galleryPageCount, GALLERY_PAGE_SIZE, parseGalleryPage } from '@/lib/domain/gallery-pages';
import { installPagePresenceCheck } from '@/lib/routing/page-presence';
import { getGalleryPage, getPublicEntry } from './data';
import { applicationForToken } from './family-status';
import { getPublicLitter } from './litters';
import { getPublicParent } from './parents';
import { subscriberForUnsubscribeToken } from './subscribers';

/**
 * Does the record a public address names exist, by the same reads and rules as its page (so the
 * two never disagree): the cached public reads for puppies, litters, parents and gallery pages
 * (no extra backend read on a hit), the token lookups for status and unsubscribe links.
 * null for an address it does not know or a segment that is not valid URL encoding.
 */
export async function pagePresence(pathname: string): Promise<boolean | null> {
  const parts = pathname.split('/');
  if (parts.length !== 3 && parts.length !== 4) return null;
  let last: string;
  try {
    last = decodeURIComponent(parts[parts.length - 1]!);
  } catch {
    return null;
  }
  if (parts.length === 4) {
    if (parts[1] !== 'gallery' || parts[2] !== 'page') return null;
    const page = parseGalleryPage(last);
    if (page === null) return false;
    const read = await getGalleryPage({ offset: galleryOffset(page), limit: GALLERY_PAGE_SIZE });
    return page <= galleryPageCount(read.total);
  }
  switch (parts[1]) {
    case 'puppies':
      return (await getPublicEntry(last)) !== null;
    case 'litters':
      return (await getPublicLitter(last)) !== null;
    case 'parents':
      return (await getPublicParent(last)) !== null;
    case 'status':
      return (await applicationForToken(last)) !== null;
    case 'unsubscribe':
      return (await subscriberForUnsubscribeToken(last)) !== null;
    default:
      return null;
  }
}

/** Called once at start (instrumentation-node.ts), so middleware can ask (lib/routing/page-presence.ts). */
export function installPagePresence(): void {
  installPagePresenceCheck(pagePresence);
}
