'use client';

import type { FormState } from '@/lib/domain/form-state';
import { notify } from '../action-feedback';

/**
 * Calls a (prev, FormData) server action from a button: builds the form data, shows the result as a
 * toast, and answers a network failure with `failure` instead of throwing.
 */
export async function runAction(
  action: (prev: FormState, fd: FormData) => Promise<FormState>,
  fields: Record<string, string>,
  failure: string,
): Promise<FormState> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  let result: FormState;
  try {
    result = await action({ status: 'idle' }, fd);
  } catch {
    result = { status: 'error', message: failure };
  }
  notify(result);
  return result;
}
