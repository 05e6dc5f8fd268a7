import 'server-only';
import { getBackend } from '@/lib/backend';

/** One delete of handled messages removes at most this many (Firestore: one batch). */
export const DELETE_HANDLED_BATCH = 500;
/** "Delete handled" removes at most this many per click, so a request stays short. */
export const DELETE_HANDLED_MAX = 5_000;
/** A view of Admin › Messages prunes at most this many expired messages. */
const PRUNE_ON_VIEW = DELETE_HANDLED_BATCH;

/**
 * Deletes handled contact messages older than the owner's retention (settings/messageRetention),
 * at most `limit` per call (bounded work: the rest goes on the next view). Resolves to how many.
 */
export async function pruneHandledMessages(limit = PRUNE_ON_VIEW, now = Date.now()): Promise<number> {
  const backend = await getBackend();
  const { handledDays } = await backend.settings.getMessageRetention();
  if (handledDays === null) return 0;
  const handledBefore = new Date(now - handledDays * 24 * 60 * 60_000).toISOString();
  return backend.outbox.deleteHandled({ kind: 'contact', handledBefore, limit });
}
