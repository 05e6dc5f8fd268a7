import 'server-only';
import { getBackend } from '@/lib/backend';
import { toStudDetails, type StudDetails } from '@/lib/domain/stud';

/**
 * The available studs' full details, which only signed-in visitors see (/api/studs/details: the
 * route checks the session first). Read fresh, never cached: the public /studs page and its cached
 * reads (lib/server/data.ts) carry no details.
 */
export async function availableStudDetails(): Promise<StudDetails[]> {
  return (await (await getBackend()).studs.listAvailable()).map(toStudDetails);
}
