import 'server-only';
import { requireAdmin } from '@/lib/auth/guard';
import { getBackend, type Backend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { User } from '@/lib/domain/user';
import { logUnexpected } from './admin-errors';

export const FORBIDDEN_MESSAGE = MESSAGES.forbidden;

/**
 * The frame of every admin server action: authorise from the user record first (nothing else runs
 * for anyone but an admin), then the action's own parse → write → revalidate through the port it is
 * handed (actions never open the backend themselves: docs/architecture.md); an unexpected error
 * becomes the catalogue message given as `failure`, never a stack trace.
 */
export async function adminAction<F extends string>(
  failure: string,
  run: (admin: User, backend: Backend) => Promise<FormState<F>>,
): Promise<FormState<F>> {
  let admin: User;
  try {
    admin = await requireAdmin();
  } catch {
    return { status: 'error', message: FORBIDDEN_MESSAGE };
  }
  try {
    return await run(admin, await getBackend());
  } catch (e) {
    logUnexpected(failure, e);
    if (isAppError(e, 'invalid_input')) return { status: 'invalid', message: e.message };
    return { status: 'error', message: failure };
  }
}
