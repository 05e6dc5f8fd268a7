import dc from 'node:diagnostics_channel';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { CLIENT_IP_HEADER, clientIpFromChain, markClientIpStamped } from '@/lib/auth/client-ip';
import { admit, answerShed, shedEndpoint } from './load-shedding';

/**
 * Stamps every request this process receives with the client's address (CLIENT_IP_HEADER), before
 * Next.js sees it. In `next start` and the standalone server.js, route handlers, server actions and
 * next-auth's authorize never see the socket; Next itself only fills `x-forwarded-for` from the
 * socket when the client sent none. Node publishes `http.server.request.start` for each request
 * just before the server's 'request' event, with the request and its socket, on every http server
 * of the process (so on whichever server Next creates, whenever it creates it).
 */
export function stampClientIp(req: IncomingMessage, hops: number): string {
  const ip = clientIpFromChain({ socketAddress: req.socket?.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], hops });
  // Replace whatever the client sent under our name, in both views of the headers.
  req.headers[CLIENT_IP_HEADER] = ip;
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]!.toLowerCase() === CLIENT_IP_HEADER) raw.splice(i, 2);
  }
  raw.push(CLIENT_IP_HEADER, ip);
  return ip;
}

const INSTALLED = Symbol.for('breeder.client-ip.stamp-installed');

/**
 * Installs the stamp once per process (instrumentation-node.ts), and the load-shedding gate
 * (lib/server/load-shedding.ts) that answers a flood's requests before Next routes them.
 */
export function installClientIpStamp(hops: number): void {
  const g = globalThis as Record<symbol, unknown>;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  dc.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    stampClientIp(request, hops);
  });
  markClientIpStamped();
  installShedGate();
}

/** True when the gate answered the request itself (Next never sees it). */
function shedRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const endpoint = shedEndpoint(req.method, req.url);
  if (!endpoint) return false;
  const client = req.headers[CLIENT_IP_HEADER];
  if (admit(endpoint, typeof client === 'string' ? client : 'unknown')) return false;
  answerShed(endpoint, req, res);
  return true;
}

/**
 * Node emits 'request' right after publishing `http.server.request.start` (so the stamp is on the
 * request by then); a request the gate answers is never handed to the server's listener (Next).
 */
function installShedGate(): void {
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function gatedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && shedRequest(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}
