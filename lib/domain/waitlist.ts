import { z } from 'zod';

/**
 * A litter's waitlist (docs/family-journey.md; /work decisions "Waitlists and picks"): one entry per
 * (litter, application), in an owner-controlled order. Personal data (it names an application):
 * admin only, never in a public payload.
 *
 * Order: positions are 1, 2, 3 … with no gaps. A new entry goes where its deposit date puts it
 * (earliest deposit first; entries without a deposit after every entry with one, in the order they
 * were added), or at the position the owner chose. The owner reorders at will.
 *
 * Picks go in position order: a pick may be recorded for an entry only when every entry before it
 * has picked or has *passed* (the owner's explicit "skip this family for now": they pick later or
 * not from this litter); a family that passed may still pick later (that ends the pass), and "Back in
 * line" undoes a pass. The family to pick next is the first
 * entry that has neither a pick nor a pass. A puppy is picked at most once.
 */
export type WaitlistEntry = {
  /** `<litterId>.<applicationId>`: the same on both backends, one entry per pair. */
  id: string;
  litterId: string;
  applicationId: string;
  /** 1-based, contiguous within the litter. */
  position: number;
  /** The family's first deposit (YYYY-MM-DD), the default ordering key; null when none yet. */
  depositDate: string | null;
  /** The owner skipped this family's turn (they pick later, or not from this litter). */
  passed: boolean;
  puppyId: string | null;
  pickedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const ID_PART = /^[A-Za-z0-9_-]{1,64}$/;
export const WAITLIST_ENTRY_ID = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,64}$/;

export function waitlistEntryId(litterId: string, applicationId: string): string {
  return `${litterId}.${applicationId}`;
}

export function isWaitlistPart(id: string): boolean {
  return typeof id === 'string' && ID_PART.test(id);
}

/** The family whose turn it is: the first entry with neither a pick nor a pass; null when none. */
export function nextToPick(entries: readonly WaitlistEntry[]): WaitlistEntry | null {
  return [...entries].sort((a, b) => a.position - b.position).find((e) => !e.puppyId && !e.passed) ?? null;
}

/** Why `entry` may not pick now (the entries before it still waiting), or null when it may. */
export function waitingBefore(entries: readonly WaitlistEntry[], entry: WaitlistEntry): WaitlistEntry | null {
  return [...entries].sort((a, b) => a.position - b.position).find((e) => e.position < entry.position && !e.puppyId && !e.passed) ?? null;
}

/**
 * Where a new entry goes by default: before the first entry with a later deposit date or none
 * (a new entry without a deposit goes last). `entries` in position order; returns a 1-based position.
 */
export function defaultPosition(entries: readonly Pick<WaitlistEntry, 'position' | 'depositDate'>[], depositDate: string | null): number {
  const sorted = [...entries].sort((a, b) => a.position - b.position);
  if (depositDate === null) return sorted.length + 1;
  const i = sorted.findIndex((e) => e.depositDate === null || e.depositDate > depositDate);
  return i === -1 ? sorted.length + 1 : i + 1;
}

/** Reads a stored entry (either backend's plain record) into the app's type. */
export function toWaitlistEntry(raw: Record<string, unknown>): WaitlistEntry {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  const sn = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const litterId = s(raw.litterId);
  const applicationId = s(raw.applicationId);
  return {
    id: waitlistEntryId(litterId, applicationId),
    litterId,
    applicationId,
    position: typeof raw.position === 'number' && Number.isFinite(raw.position) ? raw.position : 0,
    depositDate: sn(raw.depositDate),
    passed: raw.passed === true || raw.passed === 1,
    puppyId: sn(raw.puppyId),
    pickedAt: sn(raw.pickedAt),
    createdAt: s(raw.createdAt),
    updatedAt: s(raw.updatedAt) || s(raw.createdAt),
  };
}

const part = (message: string) => z.string().regex(ID_PART, message);
const entryIdField = z.string().regex(WAITLIST_ENTRY_ID, 'That waitlist entry no longer exists. Reload the page.');

/** Admin forms (components/admin/waitlists/actions.ts). */
export const waitlistAddSchema = z.object({
  applicationId: part('That application no longer exists. Reload the page.'),
  litterId: part('Choose a litter.'),
  /** Blank: where the deposit date puts them. */
  position: z.union([z.literal(''), z.coerce.number().int('Enter a whole number.').min(1, 'Positions start at 1.').max(10_000, 'That position is too large.')]),
});
export const waitlistMoveSchema = z.object({
  id: entryIdField,
  position: z.coerce.number().int('Enter a whole number.').min(1, 'Positions start at 1.').max(10_000, 'That position is too large.'),
});
export const waitlistPickSchema = z.object({
  id: entryIdField,
  puppyId: part('Choose a puppy.'),
});
export const waitlistEntrySchema = z.object({ id: entryIdField });
export const waitlistPassSchema = z.object({ id: entryIdField, passed: z.boolean() });
