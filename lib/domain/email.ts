/**
 * The "simple address pattern" of docs/product.md §5 (something@something.tld), minus characters that never
 * appear in addresses people type but do in markup and header tricks. The comma matters most: the
 * contact email joins recipients with commas.
 *
 * Its own module, free of zod, so browser code (the contact form) can use it without the schema library.
 */
export const SIMPLE_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** What every form says of an address it cannot use (contact, apply, the announcement list, accounts). */
export const INVALID_EMAIL = 'Please enter a valid email address.';

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL.test(value);
}

/** Providers that ignore dots in the mailbox name (and the second name of Gmail). */
const DOTLESS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The inbox an address reaches, for counting what is sent to it (lib/mail/target-limits.ts):
 * lowercase, without a `+tag` (Gmail, Outlook, iCloud, Fastmail, Proton deliver `name+x@` to `name@`),
 * and without dots where the provider ignores them. Never used as an address to send to.
 */
export function inboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
