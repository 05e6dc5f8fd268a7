import { z } from 'zod';
import { CONTACT_LIMITS, HIDDEN_ROW, splitRecipients } from './contact';
import { SIMPLE_EMAIL } from './email';
import { isSingleLine } from './input-rules';

// What `/api/v1.0/email/send` accepts; kept apart from contact.ts so zod stays out of the browser.

const rowStyle = z.enum(['', HIDDEN_ROW]);
const id = z.string().max(100);

/**
 * The request body the SDK sends (docs/product.md §7), exactly: unknown keys are refused. Lengths keep a
 * message to what the form allows.
 */
export const contactSendSchema = z.strictObject({
  lib_version: z.string().max(20),
  user_id: id,
  service_id: id,
  template_id: id,
  template_params: z.strictObject({
    // One line each: from_name becomes the email's subject, and none of these may start a new header line.
    from_name: z
      .string()
      .trim()
      .min(1, 'from_name is required')
      .max(CONTACT_LIMITS.name, `from_name is longer than ${CONTACT_LIMITS.name} characters`)
      .refine(isSingleLine, 'from_name must be one line'),
    reply_email: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.email, 'reply_email is too long')
      .regex(SIMPLE_EMAIL, 'reply_email is not an email address'),
    phone_number: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone, `phone_number is longer than ${CONTACT_LIMITS.phone} characters`)
      .refine(isSingleLine, 'phone_number must be one line'),
    message: z.string().trim().min(1, 'message is required').max(CONTACT_LIMITS.message, `message is longer than ${CONTACT_LIMITS.message} characters`),
    email: z
      .string()
      .max(CONTACT_LIMITS.recipients * (CONTACT_LIMITS.email + 1))
      .transform(splitRecipients)
      .pipe(
        z
          .array(z.string().max(CONTACT_LIMITS.email).regex(SIMPLE_EMAIL, 'email holds an invalid address'))
          .min(1, 'email needs at least one recipient')
          .max(CONTACT_LIMITS.recipients, 'email has too many recipients'),
      ),
    phone_row_style: rowStyle,
    email_row_style: rowStyle,
  }),
});

/**
 * The contact form as the server action receives it (a message sent before the page's scripts
 * run, or with them off): strings up to the form's own limits. The form's rules (honeypot, blanks,
 * recipients, email shape) then decide, as in the browser, and the params pass
 * `contactSendSchema`'s checks before anything is delivered.
 */
export const contactFormSchema = z.object({
  name: z.string().max(CONTACT_LIMITS.name),
  email: z.string().max(CONTACT_LIMITS.email),
  phone: z.string().max(CONTACT_LIMITS.phone),
  message: z.string().max(CONTACT_LIMITS.message),
  website: z.string().max(CONTACT_LIMITS.name),
});
