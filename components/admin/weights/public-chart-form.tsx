'use client';

import { useRouter } from 'next/navigation';
import type { FormState } from '@/lib/domain/form-state';
import { Check } from '../field';
import { PostedMessage } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { setPublicChartAction } from './actions';

const IDLE: FormState = { status: 'idle' };

/** The owner's choice per litter: the growth chart on the public litter page (public puppies only). */
export function PublicChartForm({ litterId, shown, litterPublic }: { litterId: string; shown: boolean; litterPublic: boolean }) {
  const router = useRouter();
  const { state, action, pending } = usePostedForm(setPublicChartAction, IDLE, () => router.refresh());
  return (
    <form action={action} aria-label="Growth chart on the public page">
      <input type="hidden" name="litterId" value={litterId} />
      <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0 }}>
        <Check
          label="Show this growth chart on the public litter page"
          name="show"
          defaultChecked={shown}
          hint={litterPublic ? 'Only the public puppies’ lines and the average are shown.' : 'The litter is hidden, so nothing shows until it is public.'}
        />
        <button type="submit" className="btn btn-outline">
          Save chart choice
        </button>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
