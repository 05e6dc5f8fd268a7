import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_HINT_COOKIE } from '@/lib/domain/session-hint';
import { endSessionsAtLogout } from '@/lib/server/sessions';
import { SESSION_COOKIES, sessionCookieClaims } from './session';

/**
 * Logout posted by a plain form (/account/journey, with scripts off or before they run): what
 * next-auth's signOut event does for the header's Logout (every session of the account ends, on
 * every device; in Firebase mode its Firebase sessions too), then the session cookie and the
 * menu's signed-in hint are cleared.
 */
export async function signOutFromForm(): Promise<void> {
  const session = await sessionCookieClaims();
  if (session) await endSessionsAtLogout(session.uid, session.token);
  const jar = await cookies();
  // A __Secure- cookie is only replaced by one marked Secure.
  for (const name of SESSION_COOKIES) jar.set(name, '', { maxAge: 0, path: '/', httpOnly: true, sameSite: 'lax', secure: name.startsWith('__Secure-') });
  jar.delete({ name: SESSION_HINT_COOKIE, path: '/' });
}
