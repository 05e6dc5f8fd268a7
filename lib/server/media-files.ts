import 'server-only';
import { getBackend, type Backend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';

/**
 * The query of the URL the store hands out for this file now (`?v=<version>`), or null when there
 * is no such file. One folder listing: it runs only for requests that carry a query.
 */
async function currentQuery(media: Backend['media'], clean: string): Promise<string | null> {
  const slash = clean.lastIndexOf('/');
  let items;
  try {
    items = await media.list({ folder: slash === -1 ? '' : clean.slice(0, slash) });
  } catch (e) {
    if (isAppError(e, 'invalid_input')) return null;
    throw e;
  }
  const item = items.find((i) => i.fullPath === clean);
  return item ? new URL(item.url, 'http://media.invalid').search : null;
}

/**
 * A stored upload by its checked path (sanitizeMediaPath), for /media/[...path]: null when there is
 * no such file, or when the request's query (`search`, '' for none) is not the one the store hands
 * out for it now (a made-up or outdated `?v=`, extra parameters).
 */
export async function storedMediaFile(clean: string, search: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const { media } = await getBackend();
  if (search && search !== (await currentQuery(media, clean))) return null;
  return media.read({ path: clean });
}

/**
 * The bytes of a file this site stored, by the URL the store handed out for it: undefined when the
 * URL is not one of the store's, null when it is but the file is gone.
 */
export async function storedFileByUrl(url: string): Promise<Uint8Array | null | undefined> {
  const { media } = await getBackend();
  const stored = media.pathFromUrl(url);
  if (!stored) return undefined;
  return (await media.read({ path: stored }))?.bytes ?? null;
}
