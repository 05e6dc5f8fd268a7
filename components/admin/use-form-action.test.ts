import { describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import { orFailure } from './use-form-action';

describe('orFailure', () => {
  it("passes the action's own answer through, and the previous state and fields in", async () => {
    const seen: [FormState, string | null][] = [];
    const action = orFailure(async (prev: FormState, fd: FormData): Promise<FormState> => {
      seen.push([prev, fd.get('name') as string | null]);
      return { status: 'invalid', message: 'Fix it.', fieldErrors: { name: 'Required.' } };
    }, 'Could not save.');
    const fd = new FormData();
    fd.set('name', 'Daisy');
    await expect(action({ status: 'idle' }, fd)).resolves.toEqual({ status: 'invalid', message: 'Fix it.', fieldErrors: { name: 'Required.' } });
    expect(seen).toEqual([[{ status: 'idle' }, 'Daisy']]);
  });

  it('answers the message as an error when the request itself fails, instead of throwing', async () => {
    const action = orFailure(async (): Promise<FormState> => {
      throw new TypeError('Failed to fetch');
    }, 'Could not save.');
    await expect(action({ status: 'idle' }, new FormData())).resolves.toEqual({ status: 'error', message: 'Could not save.' });
  });
});
