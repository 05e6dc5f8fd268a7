import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { getAuthSecret } from '@/lib/config/auth-secret';

/**
 * A short text sealed for this site's own addresses (docs/security.md, "Sealed values in admin
 * addresses"): AES-256-GCM under a key made from the auth secret and `purpose`, base64url. Only
 * this site reads it back, and a changed or foreign value reads as nothing. For what a person
 * typed that must travel in a link (an admin filter by a family's e-mail) without being in it.
 */
function keyFor(purpose: string): Buffer {
  return createHash('sha256').update(`sealed\0${purpose}\0${getAuthSecret()}`).digest();
}

const IV = 12;
const TAG = 16;

export function seal(text: string, purpose: string): string {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null for anything this site did not seal for `purpose`. */
export function unseal(value: string, purpose: string): string | null {
  if (!/^[A-Za-z0-9_-]{38,1000}$/.test(value)) return null;
  const raw = Buffer.from(value, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), raw.subarray(0, IV));
    decipher.setAuthTag(raw.subarray(IV, IV + TAG));
    return Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
