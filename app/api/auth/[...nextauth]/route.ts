import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { isBodyTooLarge, isClientGone, readBodyLimited } from '@/lib/security/body-limit';

type Ctx = { params: Promise<{ nextauth: string[] }> };

/** next-auth's bodies are a few fields: the CSRF token, an e-mail and password, or a Firebase ID token (about 1 kB). */
const AUTH_BODY_LIMIT = 32 * 1024;

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * next-auth's routes, with what next-auth itself does not check (docs/security.md, "Sign-in
 * routes"): its client-log endpoint `_log` is not served (anyone could write lines of their own into
 * the server's log through it, and the site's pages never need it), and a posted body is read within
 * a byte limit and, when it says it is JSON, must be JSON (next-auth would answer a 500).
 */
async function handler(req: NextRequest, ctx: Ctx) {
  const params = await ctx.params;
  if (params.nextauth[0] === '_log') return refuse(404, 'Not found.');
  let request = req;
  if (req.method === 'POST') {
    let body: Uint8Array;
    try {
      body = await readBodyLimited(req, AUTH_BODY_LIMIT);
    } catch (e) {
      if (isBodyTooLarge(e)) return refuse(413, 'The request is too large.');
      if (isClientGone(e)) return refuse(400, 'The request ended early.');
      throw e;
    }
    if ((req.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        JSON.parse(new TextDecoder().decode(body));
      } catch {
        return refuse(400, 'The request body is not valid JSON.');
      }
    }
    request = new NextRequest(req.url, { method: 'POST', headers: req.headers, body: Buffer.from(body) });
  }
  return NextAuth(request as never, { params } as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
