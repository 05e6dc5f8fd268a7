import { createHash, createHmac, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@/lib/domain/user';

/** SHA-256 (hex) of a link token: only this is stored. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh confirmation token (sent once in the email, never stored). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The one-click unsubscribe token of an address: an HMAC of the address with the server's secret,
 * so every announcement can carry the link while only its hash is stored (a new secret voids old links).
 */
export function unsubscribeToken(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${normalizeEmail(email)}`).digest('base64url');
}
