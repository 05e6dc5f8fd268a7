/**
 * Bounded request bodies (docs/security.md): every route handler that reads a body reads it through
 * these, so a body is never buffered past its limit, whether it declares a Content-Length (not
 * trusted: it is checked, then the stream is counted anyway) or comes chunked. Past the limit the
 * rest is never read. Server actions are bounded by Next's own streamed `bodySizeLimit`, and every
 * request by the server-wide ceiling (./body-ceiling.ts).
 */

/** A body past its limit: the handler answers 413 (or its own refusal). */
class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export function isBodyTooLarge(e: unknown): e is BodyTooLargeError {
  return e instanceof BodyTooLargeError;
}

/**
 * The client closed the connection before its body was in (a page closed or navigated away mid-post):
 * nobody reads the answer, and it is not the server's fault, so handlers neither store nor log it.
 */
class ClientGoneError extends Error {
  constructor(cause: unknown) {
    super('The client closed the request before its body was in', { cause });
    this.name = 'ClientGoneError';
  }
}

export function isClientGone(e: unknown): e is ClientGoneError {
  return e instanceof ClientGoneError;
}

/**
 * Reads at most `limit` bytes of the body; throws BodyTooLargeError when it is longer (the rest is
 * never read), and ClientGoneError when the client hangs up before the body ends.
 */
export async function readBodyLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(limit);
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((e: unknown) => {
      throw new ClientGoneError(e);
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The body as FormData (urlencoded or multipart, by the request's Content-Type), at most `limit`
 * bytes read; throws BodyTooLargeError past it, and a TypeError when the body is not a form.
 */
export async function readFormLimited(req: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyLimited(req, limit);
  const type = req.headers.get('content-type') ?? '';
  return new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
}
