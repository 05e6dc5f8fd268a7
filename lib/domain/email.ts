/**
 * The "simple address pattern" of docs/product.md §5 (something@something.tld), minus characters that never
 * appear in addresses people type but do in markup and header tricks. The comma matters most: the
 * contact email joins recipients with commas.
 *
 * Its own module, free of zod, so browser code (the contact form) can use it without the schema library.
 */
export const SIMPLE_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL.test(value);
}
