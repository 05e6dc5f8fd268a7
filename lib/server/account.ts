import 'server-only';
import { getBackend } from '@/lib/backend';
import { isEmailVerified } from './verification';
import type { User } from '@/lib/domain/user';
import { familyStatus, type FamilyStatus } from './family-status';

/**
 * /account/journey's read: the journeys of the applications linked to this account, only when the
 * account verified its address (docs/security.md: an unverified account sees none, even one an older
 * version of the site had linked).
 */
export async function accountJourney(user: User): Promise<{ verified: boolean; journeys: FamilyStatus[] }> {
  const backend = await getBackend();
  const verified = await isEmailVerified(user, backend);
  if (!verified) return { verified, journeys: [] };
  const applications = await backend.applications.listByUser({ userId: user.id });
  return { verified, journeys: await Promise.all(applications.map((a) => familyStatus(a, backend))) };
}
