import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import { PASSWORD_MIN } from '@/lib/domain/site';

/**
 * The browser-side checks the account forms run before sending (the server checks again with the
 * zod schemas of lib/domain/auth.ts; these reuse their wording without shipping zod to the page).
 */
export function emailProblem(input: HTMLInputElement | null): string | undefined {
  if (!input) return undefined;
  if (!input.value.trim()) return 'Enter your email address.';
  // type="email" gives the browser's own address check.
  if (input.validity.typeMismatch || input.value.trim().length > 254) return AUTH_TEXTS.login.invalidEmail;
  return undefined;
}

export function passwordProblem(input: HTMLInputElement | null, { min }: { min: number } = { min: 1 }): string | undefined {
  if (!input) return undefined;
  if (!input.value) return min > 1 ? AUTH_TEXTS.register.weakPassword : 'Enter your password.';
  if (input.value.length < min) return AUTH_TEXTS.register.weakPassword;
  return undefined;
}

export const NEW_PASSWORD_MIN = PASSWORD_MIN;
