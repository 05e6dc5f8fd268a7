import 'server-only';
import { requireAdmin } from '@/lib/auth/guard';
import { getBackend, type Backend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { User } from '@/lib/domain/user';
import type { ZodType } from 'zod';
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

/** What findById answers: the parsed id and its record, or the state the action returns instead. */
export type Found<T> = { ok: true; id: string; record: T } | { ok: false; state: { status: 'invalid' | 'error'; message: string } };

/**
 * The record an action names by id (the `id` field of an edit form, a row button's id): the id
 * parsed with `schema` first, so a malformed one is never read, then the stored record. `unknown`
 * is the message for both misses: a malformed id answers it as `badId` ('invalid' unless the action
 * tells both the same way), a missing record as 'error'.
 */
export async function findById<T>(
  schema: ZodType<string>,
  raw: unknown,
  read: (id: string) => Promise<T | null>,
  unknown: string,
  badId: 'invalid' | 'error' = 'invalid',
): Promise<Found<T>> {
  const id = schema.safeParse(raw);
  if (!id.success) return { ok: false, state: { status: badId, message: unknown } };
  const record = await read(id.data);
  if (!record) return { ok: false, state: { status: 'error', message: unknown } };
  return { ok: true, id: id.data, record };
}

/**
 * adminAction for a button that names one record by id (Delete, a row toggle): the id is parsed
 * with `schema` first, and a malformed one answers `failure` as 'invalid' before anything is read
 * or written; `run` gets the parsed id and the port.
 */
export async function idAction<F extends string = string>(
  failure: string,
  schema: ZodType<string>,
  raw: unknown,
  run: (id: string, backend: Backend) => Promise<FormState<F>>,
): Promise<FormState<F>> {
  return adminAction<F>(failure, async (_admin, backend) => {
    const id = schema.safeParse(raw);
    if (!id.success) return { status: 'invalid', message: failure };
    return run(id.data, backend);
  });
}
