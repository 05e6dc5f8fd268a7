import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES } from '../domain/upload';

/**
 * The server-wide body ceiling (docs/security.md), below every route's own limit: whatever the
 * route, and however the body comes (declared length or chunked), the process never accepts more
 * than this. It protects a plain `npm start` or App Hosting as nginx's client_max_body_size protects
 * the VPS. A declared length past the ceiling is answered 413 before Next sees the request; a
 * chunked body is counted as it arrives and the connection is closed at the ceiling.
 */

/** The admin upload route: a video and its poster at their caps, plus the multipart overhead. */
const UPLOAD_CEILING_BYTES = VIDEO_MAX_BYTES + UPLOAD_MAX_BYTES + 1024 * 1024;
/** Every other request: forms, server actions (Next's own limit is 1 MB), sign-in, JSON. */
export const DEFAULT_CEILING_BYTES = 2 * 1024 * 1024;

function bodyCeilingFor(url: string | undefined): number {
  const path = (url ?? '/').split('?')[0]!;
  return path === '/api/admin/uploads' ? UPLOAD_CEILING_BYTES : DEFAULT_CEILING_BYTES;
}

/**
 * Applies the ceiling to one request; true when it was answered here (413) and must not reach the
 * server's listener. Otherwise the request's stream is counted: past the ceiling it is destroyed
 * with its socket (the handler reading it sees an error; nothing more is buffered).
 */
export function applyBodyCeiling(req: IncomingMessage, res: ServerResponse, ceiling = bodyCeilingFor(req.url)): boolean {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > ceiling) {
    res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
    res.end('Payload Too Large');
    return true;
  }
  let seen = 0;
  const push = req.push;
  req.push = function countedPush(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk != null) {
      seen += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
      if (seen > ceiling) {
        req.push = push;
        req.destroy(new Error('Request body larger than the server accepts'));
        req.socket?.destroy();
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}

const INSTALLED = Symbol.for('breeder.body-ceiling-installed');

/** Installs the ceiling once per process, on every http server (instrumentation-node.ts). */
export function installBodyCeiling(): void {
  const g = globalThis as Record<symbol, unknown>;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function bodyCeilingEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && applyBodyCeiling(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}
