import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Load shedding in front of Next.js, for the two endpoints a flood targets (password sign-in and
 * the contact outbox). The real limits live in the store (rate limits, the hashing queue, the
 * contact ceiling) and answer correctly on their own, but every refused request still costs a
 * trip through Next's router and handler on the one event loop that also serves the pages. Here a
 * client already far past any honest pace, or an endpoint that is closed for a moment (its
 * site-wide limit reached), is answered 429 before Next sees the request: a flood costs
 * microseconds a request instead of milliseconds, and visitors keep their throughput.
 *
 * The state is per process and on globalThis: Next bundles route code in layers of their own,
 * and the route handlers close an endpoint from there (`closeEndpoint`).
 */

type ShedEndpoint = 'sign-in' | 'contact';

/** Requests per client per endpoint: a burst, then a steady pace (tokens per second). */
export const SHED_BUCKET = { burst: 60, perSecond: 1 } as const;
/** Clients remembered per endpoint; idle ones are forgotten first. */
const MAX_CLIENTS = 20_000;

type Bucket = { tokens: number; at: number };
type State = { buckets: Record<ShedEndpoint, Map<string, Bucket>>; closedUntil: Record<ShedEndpoint, number> };

const STATE = Symbol.for('breeder.load-shedding');
function state(): State {
  const g = globalThis as Record<symbol, State | undefined>;
  return (g[STATE] ??= { buckets: { 'sign-in': new Map(), contact: new Map() }, closedUntil: { 'sign-in': 0, contact: 0 } });
}

/** Which shed endpoint a request is for, if any: only the POSTs that do the expensive work. */
export function shedEndpoint(method: string | undefined, url: string | undefined): ShedEndpoint | null {
  if (method !== 'POST' || !url) return null;
  const path = url.split('?')[0]!;
  if (path === '/api/auth/callback/password' || path === '/api/auth/callback/firebase') return 'sign-in';
  if (path === '/api/v1.0/email/send') return 'contact';
  return null;
}

/** Closes an endpoint for everyone for `ms` (its site-wide limit is reached; the store says so). */
export function closeEndpoint(endpoint: ShedEndpoint, ms: number, now = Date.now()): void {
  const s = state();
  s.closedUntil[endpoint] = Math.max(s.closedUntil[endpoint], now + ms);
}

/** Takes one request from the client's bucket; false when the client is over its pace or the endpoint is closed. */
export function admit(endpoint: ShedEndpoint, client: string, now = Date.now()): boolean {
  const s = state();
  if (now < s.closedUntil[endpoint]) return false;
  const buckets = s.buckets[endpoint];
  const b = buckets.get(client);
  const tokens = b ? Math.min(SHED_BUCKET.burst, b.tokens + ((now - b.at) / 1000) * SHED_BUCKET.perSecond) : SHED_BUCKET.burst;
  if (tokens < 1) {
    buckets.set(client, { tokens, at: now });
    return false;
  }
  // Re-inserted, so the Map's order is least recently seen first.
  buckets.delete(client);
  buckets.set(client, { tokens: tokens - 1, at: now });
  if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
  return true;
}

/** Forgets every bucket and closure (tests). */
export function resetLoadShedding(): void {
  const s = state();
  s.buckets['sign-in'].clear();
  s.buckets.contact.clear();
  s.closedUntil['sign-in'] = 0;
  s.closedUntil.contact = 0;
}

/** The answer to a shed request: what the endpoint itself says when a limit is reached. */
export function answerShed(endpoint: ShedEndpoint, req: IncomingMessage, res: ServerResponse): void {
  // The unread body is discarded by Node once the answer is sent; keep-alive stays possible.
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': '60' };
  if (endpoint === 'sign-in') {
    // next-auth's JSON answer to a refused credentials sign-in (its client reads the error from an
    // absolute URL), so the form shows its "too many attempts" message.
    const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
    const body = JSON.stringify({ url: `http://${host}/api/auth/error?error=RATE_LIMITED` });
    res.writeHead(429, { ...headers, 'Content-Type': 'application/json' });
    res.end(body);
    return;
  }
  res.writeHead(429, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Too Many Requests');
}
