import { describe, expect, it } from 'vitest';
import {
  allowedRecipients,
  buildTemplateParams,
  CONTACT_LIMITS,
  contactThrottleLeftMs,
  decideContact,
  EMAILJS_ORIGIN,
  emailJsSettings,
  EMPTY_CONTACT_DRAFT,
  formatReceivedAt,
  LOCAL_EMAILJS,
  splitRecipients,
  type ContactDraft,
} from './contact';
import { contactSendSchema } from './contact-schema';

const draft = (d: Partial<ContactDraft> = {}): ContactDraft => ({
  ...EMPTY_CONTACT_DRAFT,
  name: 'Pat Doe',
  email: 'pat@example.com',
  phone: '5855550100',
  message: 'Is Sunny still available?',
  ...d,
});
const TO = ['puppies@albiongoldens.example', 'owner@albiongoldens.example'];

describe('buildTemplateParams', () => {
  it('maps the fields to the template params of docs/product.md §7 and joins the recipients with commas', () => {
    const params = buildTemplateParams({ name: 'Pat', email: 'pat@example.com', phone: '5855550100', message: 'Hi' }, TO);
    expect(params).toEqual({
      from_name: 'Pat',
      reply_email: 'pat@example.com',
      phone_number: '5855550100',
      message: 'Hi',
      email: 'puppies@albiongoldens.example,owner@albiongoldens.example',
      phone_row_style: '',
      email_row_style: '',
    });
    expect(Object.keys(params)).toEqual(['from_name', 'reply_email', 'phone_number', 'message', 'email', 'phone_row_style', 'email_row_style']);
  });

  it('hides the phone row when there is no phone, and the email row when there is no email', () => {
    const noPhone = buildTemplateParams({ name: 'Pat', email: 'pat@example.com', phone: '', message: 'Hi' }, TO);
    expect(noPhone).toMatchObject({ phone_number: '', phone_row_style: 'display:none', email_row_style: '' });
    const noEmail = buildTemplateParams({ name: 'Pat', email: '', phone: '1', message: 'Hi' }, ['a@b.co']);
    expect(noEmail).toMatchObject({ email: 'a@b.co', phone_row_style: '', email_row_style: 'display:none' });
  });
});

describe('decideContact', () => {
  it('sends trimmed values', () => {
    const d = decideContact(draft({ name: '  Pat  ', email: ' pat@example.com ', phone: '  ', message: '\n Hello \n' }), TO);
    expect(d).toEqual({
      kind: 'send',
      params: expect.objectContaining({ from_name: 'Pat', reply_email: 'pat@example.com', phone_number: '', message: 'Hello', phone_row_style: 'display:none' }),
    });
  });

  it('silently ignores a filled honeypot, even when everything else is fine or recipients are missing', () => {
    expect(decideContact(draft({ website: 'https://spam.example' }), TO)).toEqual({ kind: 'ignore' });
    expect(decideContact(draft({ website: 'x' }), [])).toEqual({ kind: 'ignore' });
    // Whitespace alone is not a filled field (autofill of a space would otherwise lose a real message).
    expect(decideContact(draft({ website: ' ' }), TO).kind).toBe('send');
  });

  it('silently does nothing when name, email or message is blank after trimming', () => {
    for (const blank of [{ name: '   ' }, { email: '' }, { email: ' \t' }, { message: '\n\n' }, { name: '', email: '', message: '' }]) {
      expect(decideContact(draft(blank), TO), JSON.stringify(blank)).toEqual({ kind: 'ignore' });
      // Blank wins over missing recipients: nothing at all happens.
      expect(decideContact(draft(blank), [])).toEqual({ kind: 'ignore' });
    }
  });

  it('the phone is optional', () => {
    expect(decideContact(draft({ phone: '' }), TO).kind).toBe('send');
  });

  it('asks for recipients when none are loaded', () => {
    expect(decideContact(draft(), [])).toEqual({ kind: 'no-recipients' });
    expect(decideContact(draft(), ['  '])).toEqual({ kind: 'no-recipients' });
  });

  it('catches an address the server would refuse', () => {
    for (const email of ['pat', 'pat@example', 'a,b@example.com', 'pat@@example.com', `${'x'.repeat(250)}@example.com`]) {
      expect(decideContact(draft({ email }), TO), email).toEqual({ kind: 'invalid-email' });
    }
  });
});

describe('emailJsSettings', () => {
  it('uses EmailJS when the public key, service and template are all set', () => {
    expect(emailJsSettings({ publicKey: 'pk_123', serviceId: 'service_x', templateId: 'template_y' }, 'https://site.example')).toEqual({
      mode: 'emailjs',
      publicKey: 'pk_123',
      serviceId: 'service_x',
      templateId: 'template_y',
      origin: EMAILJS_ORIGIN,
    });
    expect(EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('falls back to the site’s own endpoint with the local ids when any of them is missing', () => {
    for (const env of [{}, { publicKey: 'pk' , serviceId: 'svc' }, { publicKey: ' ', serviceId: 'svc', templateId: 'tpl' }, { serviceId: 'svc', templateId: 'tpl' }]) {
      expect(emailJsSettings(env, 'http://127.0.0.1:3100'), JSON.stringify(env)).toEqual({ mode: 'local', ...LOCAL_EMAILJS, origin: 'http://127.0.0.1:3100' });
    }
  });
});

describe('contactSendSchema', () => {
  const body = (p: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: { ...buildTemplateParams({ name: 'Pat', email: 'pat@example.com', phone: '', message: 'Hi' }, TO), ...p },
    ...top,
  });

  it('accepts the body the form sends and splits the recipients', () => {
    const parsed = contactSendSchema.parse(body());
    expect(parsed.template_params.email).toEqual(TO);
  });

  it('refuses unknown keys, wrong types, too-long fields and bad addresses', () => {
    const bad = [
      body({}, { extra: 1 }),
      body({ extra: 'x' }),
      body({ from_name: 'x'.repeat(CONTACT_LIMITS.name + 1) }),
      body({ message: 'x'.repeat(CONTACT_LIMITS.message + 1) }),
      body({ phone_number: '1'.repeat(CONTACT_LIMITS.phone + 1) }),
      body({ from_name: '  ' }),
      body({ message: '' }),
      body({ reply_email: 'not-an-address' }),
      body({ email: '' }),
      body({ email: 'a@b.co,nope' }),
      body({ phone_row_style: 'color:red' }),
      body({ message: 42 }),
      { ...body(), template_params: undefined },
    ];
    for (const b of bad) expect(contactSendSchema.safeParse(b).success, JSON.stringify(b).slice(0, 200)).toBe(false);
    expect(contactSendSchema.safeParse(body({ message: 'x'.repeat(CONTACT_LIMITS.message) })).success).toBe(true);
  });
});

describe('recipients', () => {
  it('splits comma-joined addresses', () => {
    expect(splitRecipients(' a@b.co, c@d.co ,,')).toEqual(['a@b.co', 'c@d.co']);
  });

  it('allows only configured addresses (case-insensitively) and returns them as configured', () => {
    expect(allowedRecipients(['PUPPIES@albiongoldens.example'], TO)).toEqual(['puppies@albiongoldens.example']);
    expect(allowedRecipients(TO, TO)).toEqual(TO);
    expect(allowedRecipients([...TO, 'stranger@example.com'], TO)).toBeNull();
    expect(allowedRecipients(['stranger@example.com'], [])).toBeNull();
    expect(allowedRecipients([], TO)).toBeNull();
  });
});

describe('formatReceivedAt', () => {
  it('shows the time in Albion, NY', () => {
    expect(formatReceivedAt('2026-03-05T17:04:00.000Z')).toMatch(/^Mar 5, 2026, 12:04\sPM EST$/);
    expect(formatReceivedAt('2026-03-05T17:04:00.000Z', 'America/Denver')).toMatch(/^Mar 5, 2026, 10:04\sAM MST$/);
    expect(formatReceivedAt('garbage')).toBe('garbage');
  });
});

describe('contactThrottleLeftMs', () => {
  it('counts down the 10 s after the last send, and is 0 without one', () => {
    const now = 1_700_000_000_000;
    expect(contactThrottleLeftMs(String(now - 1_000), now)).toBe(9_000);
    expect(contactThrottleLeftMs(String(now - 10_000), now)).toBe(0);
    expect(contactThrottleLeftMs(String(now - 60_000), now)).toBe(0);
    expect(contactThrottleLeftMs(null, now)).toBe(0);
    expect(contactThrottleLeftMs('', now)).toBe(0);
    expect(contactThrottleLeftMs('garbage', now)).toBe(0);
  });
});
