import { createHash } from 'node:crypto';
import { normalizeEmail } from '@/lib/domain/user';

/**
 * No working secret at rest (docs/security.md): what the site keeps of a mail it sent, a log line,
 * a backup or an export never holds a link that still opens something.
 */

export const REDACTED = '[link removed]';

/** Paths whose last segment is a secret (status links, list confirmations, unsubscribes, address confirmations). */
const SECRET_PATH = /(\/(?:status|subscribe\/confirm|unsubscribe|api\/unsubscribe|account\/verify)\/)[A-Za-z0-9_-]{16,}/g;
/** Query values that are secrets (password resets). */
const SECRET_QUERY = /([?&](?:token|code|key)=)[A-Za-z0-9_%-]{16,}/g;
/** Anything else shaped like a token: a long unbroken base64url run (32 random bytes are 43 characters). */
const TOKEN_LIKE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g;

/** The text with every secret link token replaced by REDACTED (the rest of the link stays, so the record still reads). */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

/** True when the text still holds something redactSecrets would remove. */
export function holdsSecrets(text: string): boolean {
  return redactSecrets(text) !== text;
}

/** A short fingerprint of an address for log lines ("reset requested for <hash>"): the same address, the same fingerprint. */
export function addressFingerprint(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 12);
}
