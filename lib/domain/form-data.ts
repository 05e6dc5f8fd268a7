import { z } from 'zod';

/** Reading a submitted form in a server action (the admin actions share these). */

/** A record id as both backends make them (lib/backend/ids.ts); anything else is `unknown`. */
export function idSchema(unknown: string) {
  return z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, unknown);
}

/** A text field: missing or not text (a File) reads as blank. */
export function text(fd: FormData, key: string): string {
  const v = fd.get(key);
  return typeof v === 'string' ? v : '';
}

/** A checkbox: on when sent with any value but "false". */
export function checked(fd: FormData, key: string): boolean {
  return fd.has(key) && text(fd, key) !== 'false';
}
