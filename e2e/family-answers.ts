import type { E2eDb } from './sqlite';

/**
 * The questionnaire answers the family e2e specs store with the applications they put in the
 * database (waitlists, status link, the family's journey): one plausible household.
 */
export const FAMILY_ANSWERS = {
  household: 'Two adults.',
  homeType: 'house',
  ownOrRent: 'own',
  yard: 'fenced',
  homeDetails: 'Home most days.',
  experience: 'Two goldens before.',
  otherPets: 'None.',
  timing: 'flexible',
  vetReference: 'Albion Animal Hospital',
  heardFrom: 'friend',
  heardFromDetails: '',
  message: '',
};

/** Inserts one application (and nothing else) the way the /apply action stores it. */
export function insertApplication(db: E2eDb, a: { id: string; name: string; email: string; status: string; tokenHash: string | null }) {
  const now = new Date().toISOString();
  const data = {
    contact: { name: a.name, email: a.email, phone: '585-555-0100', city: 'Albion', state: 'NY' },
    answers: FAMILY_ANSWERS,
    preferences: { sex: 'either', color: 'any', litterId: null },
    agreements: { deposit: true, healthGuarantee: true, termsDate: '2025-09-15' },
  };
  db.prepare(
    `INSERT INTO applications (id, email, status, litter_id, user_id, status_token_hash, notes, data, created_at, updated_at)
     VALUES (?, ?, ?, NULL, NULL, ?, '', ?, ?, ?)`,
  ).run(a.id, a.email, a.status, a.tokenHash, JSON.stringify(data), now, now);
}
