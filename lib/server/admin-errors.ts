import 'server-only';
import { isAppError } from '@/lib/domain/errors';
import { isClientGone } from '@/lib/security/body-limit';

/** Turns an error from an admin action into the status a route handler answers with. */
export function statusFor(e: unknown): number {
  if (isClientGone(e)) return 400;
  if (!isAppError(e)) return 500;
  switch (e.code) {
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'invalid_input':
      return 400;
    case 'conflict':
      return 409;
    case 'unavailable':
      return 503;
  }
}

/** Logs unexpected errors (not the user's mistakes, nor a client that hung up mid-post) once, where they happen. */
export function logUnexpected(where: string, e: unknown): void {
  if (isClientGone(e)) return;
  if (!isAppError(e) || e.code === 'unavailable') console.error(`[admin] ${where} failed:`, e);
}
