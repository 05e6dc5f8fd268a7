import { CLIENT_IP_HEADER, markClientIpStamped } from '@/lib/auth/client-ip';

/**
 * Requests in unit tests are built by hand, not received by a server, so they carry the client
 * address the way the server's stamp leaves it (lib/server/client-ip-stamp.ts; its own test runs a
 * real server). Importing this module marks the process as stamping, as instrumentation does.
 */
markClientIpStamped();

export function fromIp(ip: string): Record<string, string> {
  return { [CLIENT_IP_HEADER]: ip };
}
