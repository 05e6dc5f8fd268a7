import { createHash } from 'node:crypto';
import { FAMILY_ANSWERS } from './family-answers';
import type { E2eDb } from './sqlite';

/**
 * Rows the family specs (waitlists, status link, contracts, the family's journey) put straight into
 * the database for their own run, stored the way the site's actions store them: a litter, its
 * puppies, families' applications to it and their waitlist places. `now`: the seed's one timestamp
 * (created and updated), so rows a spec seeds together sort as they did.
 */

/** The SHA-256 the site keeps of a status link's token (never the token). */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A litter entry, hidden unless `isPublic`; `sortOrder` keeps it after the demo content. */
export function insertLitter(db: E2eDb, now: string, litter: { id: string; name: string }, { sortOrder = 90, isPublic = false }: { sortOrder?: number; isPublic?: boolean } = {}) {
  db.prepare(
    `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, is_public, created_at, updated_at)
     VALUES (?, 'litter', ?, '', ?, 'Available', NULL, NULL, 'Golden', ?, ?, ?)`,
  ).run(litter.id, litter.name, sortOrder, isPublic ? 1 : 0, now, now);
}

/** Hidden, available female puppies of `litterId`. */
export function insertLitterPuppies(db: E2eDb, now: string, litterId: string, pups: readonly { id: string; name: string }[], sortOrder: number) {
  const pup = db.prepare(
    `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, is_public, litter_id, created_at, updated_at)
     VALUES (?, 'puppy', ?, '', ?, 'Available', 3000, 'Female', 'Golden', 0, ?, ?, ?)`,
  );
  for (const p of pups) pup.run(p.id, p.name, sortOrder, litterId, now, now);
}

/** One application row as the /apply action stores it: `data` holds contact, answers, preferences and agreements. */
export function insertApplicationRow(
  db: E2eDb,
  row: { id: string; email: string; status: string; litterId?: string | null; tokenHash?: string | null; data: object; createdAt: string },
) {
  db.prepare(
    `INSERT INTO applications (id, email, status, litter_id, user_id, status_token_hash, notes, data, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, '', ?, ?, ?)`,
  ).run(row.id, row.email, row.status, row.litterId ?? null, row.tokenHash ?? null, JSON.stringify(row.data), row.createdAt, row.createdAt);
}

/**
 * A family's application with FAMILY_ANSWERS, to `litterId` (or to no litter yet: `null`);
 * `token`: its status link's token, stored as its SHA-256.
 */
export function insertFamilyApplication(
  db: E2eDb,
  now: string,
  family: { id: string; name: string; email: string },
  { litterId, status, token = null }: { litterId: string | null; status: 'submitted' | 'approved' | 'waitlisted'; token?: string | null },
) {
  const data = {
    contact: { name: family.name, email: family.email, phone: '585-555-0100', city: 'Albion', state: 'NY' },
    answers: FAMILY_ANSWERS,
    preferences: { sex: 'either', color: 'any', litterId },
    agreements: { deposit: true, healthGuarantee: true, termsDate: '2025-09-15' },
  };
  insertApplicationRow(db, { id: family.id, email: family.email, status, litterId, tokenHash: token === null ? null : sha256(token), data, createdAt: now });
}

/** The family's place `position` on `litterId`'s waitlist (id `<litter>.<application>`), no pick yet. */
export function insertWaitlistPlace(db: E2eDb, now: string, { litterId, applicationId, position, depositDate = null }: { litterId: string; applicationId: string; position: number; depositDate?: string | null }) {
  db.prepare(
    `INSERT INTO waitlist_entries (id, litter_id, application_id, position, deposit_date, passed, puppy_id, picked_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 0, NULL, NULL, ?, ?)`,
  ).run(`${litterId}.${applicationId}`, litterId, applicationId, position, depositDate, now, now);
}
