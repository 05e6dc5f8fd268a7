'use server';

import { headers } from 'next/headers';
import { signInFromForm } from '@/lib/auth/form-sign-in';
import { serverEnv } from '@/lib/config/env';
import { credentialsSchema } from '@/lib/domain/auth';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import { text } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { RETURN_PARAM, safeReturnPath, takingYouTo } from '@/lib/domain/return-to';
import { forgotPasswordAction, registerAction, resetPasswordAction } from './actions';

/**
 * The account forms' answers when the browser posts a form itself: before the page's script runs,
 * or with scripts off (docs/forms.md). With the script running, the forms send through next-auth's
 * client and the actions of ./actions.ts; these give the same messages and rules, and end with the
 * same redirects (a `<meta refresh>` after the delays of docs/product.md §4 and §9).
 */
export type ServedAuthState<F extends string = string> = FormState<F> & {
  /** The email typed, shown again after a failure (never the password). */
  email?: string;
  /** After a success: where the page goes after the delay. */
  redirectTo?: string;
  /** A link shown with the notice (Reset it now, Sign in instead, Request a new link). */
  link?: { href: string; label: string };
  /**
   * The field the answer page puts the focus in (its `autofocus`), as the script does after a
   * failure: the first field with an error, else the one to retype (a wrong password).
   */
  focus?: F;
};

/** The answer with its focus on the first field, in the form's order, that the answer flags. */
function focused<F extends string>(state: ServedAuthState<F>, order: readonly F[]): ServedAuthState<F> {
  const focus = order.find((f) => state.fieldErrors?.[f]);
  return focus ? { ...state, focus } : state;
}

/** Where to go after signing in: the `?next=` of the page the form was posted from, when it is ours. */
async function returnPath(): Promise<string> {
  const referer = (await headers()).get('referer');
  if (!referer) return '/';
  try {
    return safeReturnPath(new URL(referer).searchParams.get(RETURN_PARAM));
  } catch {
    return '/';
  }
}

const firebaseMode = () => serverEnv().BACKEND === 'firebase';
/** Firebase mode signs in with Firebase's SDK in the browser: without its script the form cannot work. */
const NEEDS_SCRIPT = 'Signing in here needs JavaScript. Please turn it on, or try another browser.';

export async function signInFormAction(_prev: ServedAuthState<'email' | 'password'>, formData: FormData): Promise<ServedAuthState<'email' | 'password'>> {
  const email = text(formData, 'email').trim().slice(0, 254);
  if (firebaseMode()) return { status: 'error', message: NEEDS_SCRIPT, email };
  const parsed = credentialsSchema.safeParse({ email, password: text(formData, 'password') });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === 'password' ? 'password' : 'email';
    const message = field === 'email' ? AUTH_TEXTS.login.invalidEmail : 'Enter your password.';
    return { status: 'invalid', message, fieldErrors: { [field]: message }, email, focus: field };
  }
  const outcome = await signInFromForm(parsed.data.email, parsed.data.password).catch((e: unknown) => {
    console.error('[accounts] sign-in failed', e);
    return 'invalid' as const;
  });
  if (outcome === 'rate-limited') {
    return { status: 'error', message: AUTH_TEXTS.login.rateLimited, email, link: { href: '/forgot-password', label: 'Reset it now' }, focus: 'password' };
  }
  if (outcome !== 'ok') return { status: 'error', message: AUTH_TEXTS.login.invalid, email, focus: 'password' };
  const to = await returnPath();
  return { status: 'ok', message: `${AUTH_TEXTS.login.success} ${takingYouTo(to)}`, redirectTo: to };
}

export async function registerFormAction(prev: ServedAuthState<'email' | 'password'>, formData: FormData): Promise<ServedAuthState<'email' | 'password'>> {
  const email = text(formData, 'email').trim().slice(0, 254);
  if (firebaseMode()) return { status: 'error', message: NEEDS_SCRIPT, email };
  const state = await registerAction(prev, formData);
  if (state.status !== 'ok') {
    const inUse = state.fieldErrors?.email === AUTH_TEXTS.register.emailInUse;
    return focused({ ...state, email, ...(inUse ? { link: { href: '/login', label: 'Sign in instead' } } : {}) }, ['email', 'password']);
  }
  const to = await returnPath();
  const signedIn = await signInFromForm(email, text(formData, 'password')).catch(() => 'invalid' as const);
  if (signedIn !== 'ok') {
    // The account exists; only the automatic sign-in failed.
    return { status: 'ok', message: `${AUTH_TEXTS.register.success} Please sign in.`, redirectTo: '/login', link: { href: '/login', label: 'Go to sign in' } };
  }
  return { status: 'ok', message: `${AUTH_TEXTS.register.success} ${takingYouTo(to)}`, redirectTo: to };
}

export async function forgotPasswordFormAction(prev: ServedAuthState<'email'>, formData: FormData): Promise<ServedAuthState<'email'>> {
  const email = text(formData, 'email').trim().slice(0, 254);
  if (firebaseMode()) return { status: 'error', message: NEEDS_SCRIPT, email };
  const state = await forgotPasswordAction(prev, formData);
  if (state.status === 'ok') return { status: 'ok', message: `${AUTH_TEXTS.reset.sent} Check your inbox (and the spam folder) for the link.` };
  const notFound = state.message === AUTH_TEXTS.reset.userNotFound;
  return { ...state, email, ...(notFound ? { link: { href: '/register', label: 'Create an account' } } : {}), focus: 'email' };
}

export async function resetPasswordFormAction(prev: ServedAuthState<'password' | 'token'>, formData: FormData): Promise<ServedAuthState<'password' | 'token'>> {
  const state = await resetPasswordAction(prev, formData);
  if (state.status === 'ok') return { ...state, redirectTo: '/login', link: { href: '/login', label: 'Sign in' } };
  if (state.message === AUTH_TEXTS.reset.invalidLink) return { ...state, link: { href: '/forgot-password', label: 'Request a new link' } };
  return focused(state, ['password']);
}
