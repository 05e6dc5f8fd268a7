/**
 * A plain HTTP client for the e2e server, as an outside caller (Node `fetch`, no browser): signs in
 * through next-auth's endpoints, finds a server action's id in the page's own scripts and calls it
 * the way the React client does. Used by e2e/admin-sessions.spec.ts.
 */

/** `name=value` pairs of every Set-Cookie of a response. */
function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair!.indexOf('=');
    if (i > 0) out.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
  }
  return out;
}

export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Signs in with email and password through next-auth (the `password` provider) and returns the
 * cookies the browser would hold: the session token and the CSRF cookie.
 */
export async function signInCookies(origin: string, email: string, password: string): Promise<Map<string, string>> {
  const csrfRes = await fetch(`${origin}/api/auth/csrf`);
  const cookies = setCookies(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  for (const [k, v] of setCookies(res)) cookies.set(k, v);
  if (!cookies.get('next-auth.session-token')) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.headers.get('location')}`);
  return cookies;
}

/** Logout as the header's button does (POST /api/auth/signout with the CSRF token); the response. */
export async function signOutWith(origin: string, cookies: Map<string, string>): Promise<Response> {
  const csrfRes = await fetch(`${origin}/api/auth/csrf`, { headers: { cookie: cookieHeader(cookies) } });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  return fetch(`${origin}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(cookies) },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
  });
}

/**
 * The id of the server action exported as `name`, read from the JavaScript the page at `path`
 * loads (the client's `createServerReference("<id>", …, "<name>")`).
 */
export async function findActionId(origin: string, path: string, name: string, cookies: Map<string, string>): Promise<string> {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie: cookieHeader(cookies) } })).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const re = new RegExp(`createServerReference\\)\\("([0-9a-f]{40,})",[^)]*?"${name}"\\)`);
  for (const src of scripts) {
    const js = await (await fetch(new URL(src, origin))).text();
    const id = re.exec(js)?.[1];
    if (id) return id;
  }
  throw new Error(`no server action ${name} in the scripts of ${path}`);
}

/**
 * Calls a `useActionState` server action (prevState, formData) as React's client does: a
 * multipart body whose form fields carry the FormData's reference prefix `_1_`, then the argument
 * list `0` (`$K1` is that FormData).
 * Resolves to the action's result (the second line of the RSC answer).
 */
export async function callFormAction(
  origin: string,
  path: string,
  actionId: string,
  cookies: Map<string, string>,
  fields: [string, string][],
  /** Send the body in two pieces: the first `splitAt` bytes, a pause, then the rest. */
  pieces?: { splitAt: number; pauseMs: number },
): Promise<{ status: number; result: unknown }> {
  const form = new FormData();
  for (const [k, v] of fields) form.append(`_1_${k}`, v);
  form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = pieces
    ? new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.slice(0, pieces.splitAt));
          await new Promise((r) => setTimeout(r, pieces.pauseMs));
          controller.enqueue(bytes.slice(pieces.splitAt));
          controller.close();
        },
      })
    : bytes;
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { accept: 'text/x-component', 'next-action': actionId, cookie: cookieHeader(cookies), 'content-type': contentType },
    body,
    // Node's fetch needs this for a streamed request body.
    ...(pieces ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith('1:'));
  let result: unknown = null;
  try {
    result = line ? JSON.parse(line.slice(2)) : null;
  } catch {
    result = line;
  }
  return { status: res.status, result };
}

/** Calls a server action with plain arguments (e.g. `deleteStudAction(id)`). */
export async function callAction(origin: string, path: string, actionId: string, cookies: Map<string, string>, args: unknown[]): Promise<number> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { accept: 'text/x-component', 'next-action': actionId, cookie: cookieHeader(cookies), 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(args),
  });
  await res.arrayBuffer();
  return res.status;
}
