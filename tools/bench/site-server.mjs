/**
 * What the benches share to run the site and talk to it: the environment of a production
 * `next start` (its own build and data folders, its origin, its admin account), and the cookie jar
 * of a client that signs in (as e2e/http-client.ts).
 */

/** `next start`'s environment: this process's, in production, without telemetry; `extra` last. */
export function siteStartEnv({ dist, dataDir, origin, admin, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    DATA_DIR: dataDir,
    NEXTAUTH_URL: origin,
    NEXT_PUBLIC_SITE_URL: origin,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...extra,
  };
}

/** The cookies a response sets, added to `into` (name → value). */
export function setCookies(res, into = new Map()) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    if (i > 0) into.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return into;
}

/** A Cookie header of the jar. */
export const cookieHeader = (cookies) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Signs in through next-auth's callback for `provider` ('password' with email and password, 'firebase'
 * with an idToken), as the browser's form would, and returns the cookies holding the session.
 */
export async function signIn(origin, provider, fields) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const cookies = setCookies(csrf);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${origin}/api/auth/callback/${provider}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) },
    body: new URLSearchParams({ csrfToken, json: 'true', ...fields }),
  });
  setCookies(res, cookies);
  if (!cookies.get('next-auth.session-token')) throw new Error(`sign-in (${provider}) failed: ${res.status}`);
  return cookies;
}
