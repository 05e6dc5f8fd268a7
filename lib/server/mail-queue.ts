import 'server-only';
import { getBackend } from '@/lib/backend';
import { startMailTimer } from '@/lib/mail';

/**
 * Drains the site's mail queue on a timer, for retries with backoff (lib/mail drains after each
 * response too). Started once per server by instrumentation-node.ts.
 */
export function startMailQueue(): void {
  startMailTimer(getBackend);
}
