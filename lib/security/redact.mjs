// Plain JavaScript (no TypeScript, no aliases), so scripts/site-archive.mjs can use it from a
// checkout and inside the standalone container image; lib/mail/redact.ts re-exports it.

/** What replaces a secret in a kept mail body, a backup or an export. */
export const REDACTED = '[link removed]';

/** Paths whose last segment is a secret (status links, list confirmations, unsubscribes, address confirmations). */
const SECRET_PATH = /(\/(?:status|subscribe\/confirm|unsubscribe|api\/unsubscribe|account\/verify)\/)[A-Za-z0-9_-]{16,}/g;
/** Query values that are secrets (password resets). */
const SECRET_QUERY = /([?&](?:token|code|key)=)[A-Za-z0-9_%-]{16,}/g;
/** Anything else shaped like a token: a long unbroken base64url run (32 random bytes are 43 characters). */
const TOKEN_LIKE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g;

/**
 * The text with every secret link token replaced by REDACTED; the rest of the link stays, so a
 * kept record still says what was sent (docs/security.md).
 * @param {string} text
 * @returns {string}
 */
export function redactSecrets(text) {
  if (typeof text !== 'string') return text;
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}
