import { isIP } from 'node:net';

/**
 * Who is the client? Not what the request says about itself: `X-Forwarded-For` is written by the
 * client too, so only the addresses added by proxies we run can be believed. The server stamps
 * every incoming request (lib/server/client-ip-stamp.ts, installed by instrumentation-node.ts)
 * with `CLIENT_IP_HEADER`, computed from the socket's address and TRUSTED_PROXY_HOPS, replacing
 * any copy the client sent. Route handlers, server actions and next-auth read that header here.
 */
export const CLIENT_IP_HEADER = 'x-breeder-client-ip';

/** Set on globalThis by the stamp; without it the header may come from the client and is ignored. */
const CLIENT_IP_STAMPED = Symbol.for('breeder.client-ip.stamped');

/** Shared by every request the server cannot place (the stamp is not installed): limits still hold. */
const UNKNOWN_CLIENT = 'unknown';

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is the same client as `192.0.2.1`. */
function normalizeIp(address: string | undefined | null): string | null {
  const a = address?.trim() ?? '';
  if (!a) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  const ip = mapped ? mapped[1]! : a;
  return isIP(ip) ? ip.toLowerCase() : null;
}

/**
 * The client's address behind `hops` trusted proxies: 0 → the socket's peer; N → the Nth address
 * from the right of X-Forwarded-For (each trusted proxy appends the address it saw). When the
 * header holds fewer addresses than hops, the leftmost one is used; an address that is not an IP
 * (a proxy that writes something else) falls back to the nearest hop we can name.
 */
export function clientIpFromChain({
  socketAddress,
  forwardedFor,
  hops,
}: {
  socketAddress: string | undefined | null;
  forwardedFor: string | string[] | undefined | null;
  hops: number;
}): string {
  const socket = normalizeIp(socketAddress) ?? UNKNOWN_CLIENT;
  if (hops <= 0) return socket;
  const raw = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  // Right to left: the nearest proxy's entry first. Only `hops` entries are ever looked at.
  const chain = raw
    .slice(-4096)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse()
    .slice(0, hops);
  let ip = socket;
  for (const entry of chain) {
    const next = normalizeIp(entry);
    if (!next) break;
    ip = next;
  }
  return ip;
}

/** Marks this process as stamping every request (see CLIENT_IP_STAMPED). */
export function markClientIpStamped(): void {
  (globalThis as Record<symbol, unknown>)[CLIENT_IP_STAMPED] = true;
}

function stamped(): boolean {
  return (globalThis as Record<symbol, unknown>)[CLIENT_IP_STAMPED] === true;
}

/** The client's address as the server stamped it; UNKNOWN_CLIENT when the stamp is not installed. */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined> | undefined): string {
  if (!headers || !stamped()) return UNKNOWN_CLIENT;
  const v = headers instanceof Headers ? headers.get(CLIENT_IP_HEADER) : headers[CLIENT_IP_HEADER];
  return normalizeIp(Array.isArray(v) ? v[0] : v) ?? UNKNOWN_CLIENT;
}
