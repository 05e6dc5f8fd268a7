import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Role } from '@/lib/domain/user';

/** What `setRoleByEmail` did, for the owner's command line (scripts/admin.ts) to tell. */
type RoleChange =
  | { found: false }
  | {
      found: true;
      /** Firebase mode: the uid whose users record was made (an Auth account that never signed in to the site). */
      createdUid: string | null;
      /** Firebase mode: whether the `role` custom claim was set (false: no Auth account with that address). */
      claimSet: boolean | null;
    };

/**
 * Gives the account with this address the role. Firebase mode: the Auth account is who signs in
 * and its uid names the users record, so an Auth account without a record yet gets one, and the
 * role is mirrored into its `role` custom claim. A demotion also raises the session version
 * (UserStore.setRole), so the person's open sessions end at once.
 */
export async function setRoleByEmail(email: string, role: Role): Promise<RoleChange> {
  const backend = await getBackend();
  const identity = backend.identity;
  const authUid = identity ? await identity.findUidByEmail({ email }) : null;

  let user = await backend.users.getByEmail({ email });
  let createdUid: string | null = null;
  if (!user && authUid) {
    user = await backend.users.create({ id: authUid, email, role });
    createdUid = authUid;
  }
  if (!user) return { found: false };
  if (user.role !== role) await backend.users.setRole({ id: user.id, role });

  let claimSet: boolean | null = null;
  if (identity) {
    if (authUid) await identity.setRoleClaim({ uid: authUid, role });
    claimSet = Boolean(authUid);
  }
  return { found: true, createdUid, claimSet };
}
