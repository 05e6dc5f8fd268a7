import 'server-only';
import { AppError } from '@/lib/domain/errors';
import type { User } from '@/lib/domain/user';
import { currentUser } from './session';

/**
 * Every admin server action and route handler starts with this. It reads the session cookie and
 * then the user record itself; headers such as x-middleware-subrequest change nothing here.
 */
export async function requireAdmin(): Promise<User> {
  const user = await currentUser();
  if (!user) throw new AppError('unauthorized');
  if (user.role !== 'admin') throw new AppError('forbidden');
  return user;
}
