import { beforeEach } from 'vitest';
import { CLIENT_IP_HEADER, markClientIpStamped } from '@/lib/auth/client-ip';
import { signInAs } from './auth';

/**
 * Requests in unit tests are built by hand, not received by a server, so they carry the client
 * address the way the server's stamp leaves it (lib/server/client-ip-stamp.ts; its own test runs a
 * real server). Importing this module marks the process as stamping, as instrumentation does.
 */
markClientIpStamped();

export function fromIp(ip: string): Record<string, string> {
  return { [CLIENT_IP_HEADER]: ip };
}

/**
 * A public form's test file: before each test, an anonymous visitor from a new address under `prefix`
 * (`198.51.100.` gives .1, .2, ...), so one test's per-address rate limits never reach the next.
 * Returns the current visitor's number, for data a test must not share with the others.
 */
export function anonymousFromNewIpEachTest(prefix: string): () => number {
  let n = 0;
  beforeEach(async () => {
    n += 1;
    await signInAs(null, fromIp(`${prefix}${n}`));
  });
  return () => n;
}
