import { createHash } from 'node:crypto';
import { normalizeEmail } from '@/lib/domain/user';
import { redactSecrets } from '@/lib/security/redact.mjs';

/**
 * No working secret at rest (docs/security.md): what the site keeps of a mail it sent, a log line,
 * a backup or an export never holds a link that still opens something. The patterns live in
 * lib/security/redact.mjs (plain JavaScript, shared with the backup script).
 */
export { REDACTED, redactSecrets } from '@/lib/security/redact.mjs';

/** True when the text still holds something redactSecrets would remove. */
export function holdsSecrets(text: string): boolean {
  return redactSecrets(text) !== text;
}

/** A short fingerprint of an address for log lines ("reset requested for <hash>"): the same address, the same fingerprint. */
export function addressFingerprint(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 12);
}
