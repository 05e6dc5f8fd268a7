import { z } from 'zod';

/** Reading a submitted form in a server action (the admin actions share these). */

/** A record id as both backends make them (lib/backend/ids.ts); anything else is `unknown`. */
export function idSchema(unknown: string) {
  return z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, unknown);
}

/**
 * A field's value as sent. A server action is reached by a form, but a crafted request can call
 * it with anything in place of the form (a string, an object, nothing): that reads as an empty
 * form, so the action answers its usual "required" message instead of throwing a 500.
 */
export function entry(fd: FormData, key: string): FormDataEntryValue | null {
  return fd instanceof FormData ? fd.get(key) : null;
}

/** Every value sent under one name (repeated fields); none when what came is not a form. */
export function entries(fd: FormData, key: string): FormDataEntryValue[] {
  return fd instanceof FormData ? fd.getAll(key) : [];
}

/** A text field: missing or not text (a File) reads as blank. */
export function text(fd: FormData, key: string): string {
  const v = entry(fd, key);
  return typeof v === 'string' ? v : '';
}

/** A checkbox: on when sent with any value but "false". */
export function checked(fd: FormData, key: string): boolean {
  return entry(fd, key) !== null && text(fd, key) !== 'false';
}
