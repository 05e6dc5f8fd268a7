import { describe, expect, it } from 'vitest';
import { applicationFormValues } from '@/test/factories';
import { ANY_LITTER, APPLICATION_FIELDS, applicationFieldErrors, applicationFormSchema, formToApplicationInput, toApplication } from './application';

function errorsOf(values: Record<string, unknown>) {
  const r = applicationFormSchema.safeParse(values);
  return r.success ? {} : applicationFieldErrors(r.error);
}

describe('the /apply form schema', () => {
  it('lists the form fields (the zod-free module the browser loads first) in the schema order, every key once', () => {
    expect([...APPLICATION_FIELDS]).toEqual(Object.keys(applicationFormSchema.shape));
  });

  it('accepts a complete form and groups it as the record, "any" litter as null, the email lowercase', () => {
    const form = applicationFormSchema.parse(applicationFormValues({ email: ' Jamie@Example.COM ', otherPets: undefined, message: undefined }));
    expect(form.agreeDeposit).toBe(true);
    const input = formToApplicationInput(form, '2025-09-15');
    expect(input.contact.email).toBe('jamie@example.com');
    expect(input.preferences).toEqual({ sex: 'either', color: 'any', litterId: null });
    expect(input.agreements).toEqual({ deposit: true, healthGuarantee: true, termsDate: '2025-09-15' });
    expect(input.answers.otherPets).toBe('');
    expect(formToApplicationInput(applicationFormSchema.parse(applicationFormValues({ litterId: 'abcDEF123' })), 'x').preferences.litterId).toBe('abcDEF123');
    expect(ANY_LITTER).toBe('any');
  });

  it('names every missing required answer with its own message', () => {
    const blank = Object.fromEntries(Object.keys(applicationFormValues()).map((k) => [k, '']));
    expect(errorsOf(blank)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter a phone number.',
      city: 'Please enter your city or town.',
      state: 'Please enter your state.',
      household: 'Tell us who lives in your home.',
      homeType: 'Choose the kind of home you live in.',
      ownOrRent: 'Tell us whether you own or rent.',
      yard: 'Choose what kind of yard you have.',
      homeDetails: 'Tell us how a puppy would spend its day.',
      experience: 'Tell us about your experience with dogs (first dog is fine).',
      sex: 'Choose a preferred sex, or no preference.',
      color: 'Choose a preferred color, or no preference.',
      litterId: 'Choose a litter from the list, or any litter.',
      timing: 'Choose when you would like to bring a puppy home.',
      vetReference: 'Give your veterinarian’s name and phone, or tell us this is your first dog.',
      heardFrom: 'Tell us how you heard about us.',
      agreeDeposit: 'Please agree to the deposit terms to apply.',
      agreeHealthGuarantee: 'Please agree to the health guarantee terms to apply.',
    });
  });

  it('refuses malformed values: address, phone, one-line fields, lengths, agreements not ticked', () => {
    expect(errorsOf(applicationFormValues({ email: 'a@b' }))).toEqual({ email: 'Please enter a valid email address.' });
    expect(errorsOf(applicationFormValues({ phone: 'call me' }))).toEqual({ phone: 'Please enter a phone number (digits, spaces, + ( ) - only).' });
    expect(errorsOf(applicationFormValues({ city: 'Two\nlines' })).city).toBeTruthy();
    expect(errorsOf(applicationFormValues({ household: 'x'.repeat(2001) }))).toEqual({ household: 'Keep this under 2000 characters.' });
    expect(errorsOf(applicationFormValues({ agreeDeposit: 'off', agreeHealthGuarantee: undefined }))).toEqual({
      agreeDeposit: 'Please agree to the deposit terms to apply.',
      agreeHealthGuarantee: 'Please agree to the health guarantee terms to apply.',
    });
  });

  it('reads a stored record with defaults for what is missing or corrupt', () => {
    const a = toApplication('x1', { contact: { name: 'N' }, status: 'bogus', statusTokenHash: 'not-hex', preferences: { litterId: '' } });
    expect(a).toMatchObject({ id: 'x1', status: 'submitted', statusTokenHash: null, userId: null, notes: '', preferences: { sex: 'either', color: 'any', litterId: null } });
    expect(a.contact).toEqual({ name: 'N', email: '', phone: '', city: '', state: '' });
    expect(a.createdAt).toBe(new Date(0).toISOString());
  });
});
