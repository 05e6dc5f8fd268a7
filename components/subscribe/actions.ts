'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/auth/client-ip';
import { text } from '@/lib/domain/form-data';
import { subscribeSchema } from '@/lib/domain/mail';
import { requestSubscriptionWithinLimits } from '@/lib/server/subscribers';

/**
 * The announcement sign-up form's server action: the same schema, honeypot, limits and answer as
 * `POST /api/subscribe` (`requestSubscriptionWithinLimits`), which stays for pages cached before
 * the form used this action. The answer is /subscribe with a code (`sent=1`, `error=…`), never the
 * address; it is the same whether or not the address was already on the list.
 */
export async function subscribeAction(formData: FormData): Promise<void> {
  const parsed = subscribeSchema.safeParse({ email: text(formData, 'email'), website: text(formData, 'website') });
  let query: string;
  if (!parsed.success) {
    // The honeypot filled: answered like a success, nothing kept.
    query = parsed.error.issues.some((i) => i.path[0] === 'website') ? 'sent=1' : 'error=invalid';
  } else {
    try {
      const answer = await requestSubscriptionWithinLimits(parsed.data.email, clientIp(await headers()));
      query = answer === 'limit' ? 'error=limit' : 'sent=1';
    } catch (e) {
      console.error('[subscribe] could not store the subscription', e);
      query = 'error=failed';
    }
  }
  redirect(`/subscribe?${query}`);
}
