'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/auth/client-ip';
import { secureCookies } from '@/lib/auth/session';
import { text } from '@/lib/domain/form-data';
import { subscribeSchema } from '@/lib/domain/mail';
import { SUBSCRIBE_TYPED_COOKIE } from '@/lib/domain/subscribe-texts';
import { requestSubscriptionWithinLimits } from '@/lib/server/subscribers';

/**
 * The announcement sign-up form's server action: the same schema, honeypot, limits and answer as
 * `POST /api/subscribe` (`requestSubscriptionWithinLimits`), which stays for pages cached before
 * the form used this action. The answer is /subscribe with a code (`sent=1`, `error=…`), never the
 * address; it is the same whether or not the address was already on the list. A refused address is
 * kept for the form on that page in a short-lived cookie (HttpOnly, only sent to /subscribe), so the
 * visitor mends a typo instead of typing it all again; it never goes into the address.
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
  const jar = await cookies();
  const typed = text(formData, 'email').trim().slice(0, 254);
  if (query.startsWith('error=') && typed) {
    jar.set(SUBSCRIBE_TYPED_COOKIE.name, typed, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/subscribe',
      secure: secureCookies(),
      maxAge: SUBSCRIBE_TYPED_COOKIE.maxAgeSeconds,
    });
  } else {
    jar.delete({ name: SUBSCRIBE_TYPED_COOKIE.name, path: '/subscribe' });
  }
  redirect(`/subscribe?${query}`);
}
