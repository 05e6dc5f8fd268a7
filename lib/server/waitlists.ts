import 'server-only';
import type { Backend } from '@/lib/backend/types';
import { AppError } from '@/lib/domain/errors';
import type { LedgerEntry } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { waitingBefore, type WaitlistEntry } from '@/lib/domain/waitlist';

/**
 * Waitlists and picks across stores (docs/family-journey.md): the store keeps order and uniqueness; this
 * adds what needs other stores (the deposit date from the ledger, the puppy's litter and status,
 * the family link). Used by the admin actions (components/admin/waitlists, components/admin/ledger)
 * and by Admin › Applications' "Waitlist for a litter" decision.
 */

/** The family's first deposit for a litter (a deposit naming no litter counts for any): YYYY-MM-DD or null. */
function firstDepositDate(entries: readonly LedgerEntry[], litterId: string): string | null {
  const dates = entries.filter((e) => e.kind === 'deposit' && (e.litterId === null || e.litterId === litterId)).map((e) => e.date);
  return dates.length ? dates.sort()[0]! : null;
}

/**
 * Puts an application on a litter's waitlist: at `position` (1-based) when given, else where its
 * first deposit puts it. Refuses (AppError conflict, catalogue text) when it is already there.
 */
export async function placeOnWaitlist(backend: Backend, params: { applicationId: string; litterId: string; position?: number | null }): Promise<WaitlistEntry> {
  const ledger = await backend.ledger.listByApplication({ applicationId: params.applicationId });
  const existing = await backend.waitlists.get({ id: `${params.litterId}.${params.applicationId}` });
  if (existing) throw new AppError('conflict', MESSAGES.waitlists.already);
  return backend.waitlists.add({ ...params, depositDate: firstDepositDate(ledger, params.litterId) });
}

/** After a ledger change: each of the family's waitlist entries keeps its first deposit date (its position is the owner's). */
export async function syncDepositDates(backend: Backend, applicationId: string): Promise<void> {
  const [entries, ledger] = await Promise.all([backend.waitlists.listByApplication({ applicationId }), backend.ledger.listByApplication({ applicationId })]);
  for (const e of entries) {
    const date = firstDepositDate(ledger, e.litterId);
    if (date !== e.depositDate) await backend.waitlists.setDepositDate({ id: e.id, depositDate: date });
  }
}

type PickResult = { ok: true; entry: WaitlistEntry; puppyName: string } | { ok: false; field: 'puppyId' | 'id'; message: string };

/**
 * Records a pick: the puppy must be an Available puppy of the entry's litter; the store refuses out
 * of turn and a puppy picked already. Then the puppy becomes Reserved (docs/product.md §4's statuses) and,
 * when the application has an account, that user is linked to the litter with the puppy
 * (backend.families), so families-only journal posts reach them.
 */
export async function recordPick(backend: Backend, params: { id: string; puppyId: string }): Promise<PickResult> {
  const entry = await backend.waitlists.get({ id: params.id });
  if (!entry) return { ok: false, field: 'id', message: MESSAGES.waitlists.unknownEntry };
  const puppy = await backend.puppies.get({ id: params.puppyId });
  if (!puppy || puppy.entryType !== 'puppy' || puppy.litterId !== entry.litterId) return { ok: false, field: 'puppyId', message: MESSAGES.waitlists.puppyNotInLitter };
  if (puppy.status !== 'Available') return { ok: false, field: 'puppyId', message: MESSAGES.waitlists.puppyNotAvailable };
  const waiting = waitingBefore(await backend.waitlists.listByLitter({ litterId: entry.litterId }), entry);
  if (waiting) return { ok: false, field: 'id', message: MESSAGES.waitlists.outOfTurn(waiting.position) };
  const picked = await backend.waitlists.recordPick({ id: entry.id, puppyId: puppy.id });
  await backend.puppies.setStatus({ id: puppy.id, status: 'Reserved' });
  const application = await backend.applications.get({ id: entry.applicationId });
  if (application?.userId) await backend.families.link({ litterId: entry.litterId, userId: application.userId, puppyId: puppy.id });
  return { ok: true, entry: picked, puppyName: puppy.name };
}

/**
 * A family whose puppy went home ("Mark as placed"): each puppy they picked that is still Reserved
 * becomes Adopted (docs/product.md §4's statuses). Returns the names of those it changed, so the
 * caller can say so and revalidate the public pages.
 */
export async function markPicksAdopted(backend: Backend, applicationId: string): Promise<string[]> {
  const adopted: string[] = [];
  for (const entry of await backend.waitlists.listByApplication({ applicationId })) {
    if (!entry.puppyId) continue;
    const puppy = await backend.puppies.get({ id: entry.puppyId });
    if (puppy?.status !== 'Reserved') continue;
    await backend.puppies.setStatus({ id: puppy.id, status: 'Adopted' });
    adopted.push(puppy.name);
  }
  return adopted;
}

/** Undoes a pick: the puppy goes back to Available when it is still Reserved; the family stays linked, without the puppy. */
export async function clearPick(backend: Backend, id: string): Promise<WaitlistEntry | null> {
  const entry = await backend.waitlists.get({ id });
  if (!entry) return null;
  const cleared = await backend.waitlists.clearPick({ id });
  if (entry.puppyId) {
    const puppy = await backend.puppies.get({ id: entry.puppyId });
    if (puppy?.status === 'Reserved') await backend.puppies.setStatus({ id: puppy.id, status: 'Available' });
  }
  const application = await backend.applications.get({ id: entry.applicationId });
  if (application?.userId && (await backend.families.get({ litterId: entry.litterId, userId: application.userId }))) {
    await backend.families.link({ litterId: entry.litterId, userId: application.userId, puppyId: null });
  }
  return cleared;
}
