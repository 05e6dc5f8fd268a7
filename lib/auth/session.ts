import 'server-only';
import { getServerSession } from 'next-auth';
import { getBackend } from '@/lib/backend';
import type { User } from '@/lib/domain/user';
import { authOptions } from './options';

/**
 * The signed-in user, re-read from the user record (never trusted from the token alone),
 * or null. Route handlers and server actions call this themselves; middleware is only a first gate.
 */
export async function currentUser(): Promise<User | null> {
  const session = await getServerSession(authOptions());
  const uid = session?.user?.uid;
  if (!uid) return null;
  return (await getBackend()).users.getById({ id: uid });
}
