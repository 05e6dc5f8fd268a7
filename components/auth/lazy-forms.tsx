'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The account forms, hydrated in a second step (first-load JS <= 110 kB per public
 * route; the forms with their hooks are 5–9 kB gzip of a ~4 kB per-page allowance). The server
 * renders each form in full into the static HTML, so the page looks the same from the first
 * paint; the browser asks for the form's chunk when React hydrates this boundary (right after the
 * page's own JS) and then hydrates the form in place: typed text is kept, nothing moves. The
 * chunks are not preloaded, so they do not compete with the page's first load. Until then the
 * server's HTML is a working form: it posts to the form's server action (docs/forms.md), so no
 * control is dead while the chunk is on its way.
 */
const Login = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const Register = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const ForgotPassword = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPassword = lazy(() => import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })));

export function LazyLoginForm(props: ComponentProps<typeof Login>) {
  return (
    <Suspense>
      <Login {...props} />
    </Suspense>
  );
}

export function LazyRegisterForm(props: ComponentProps<typeof Register>) {
  return (
    <Suspense>
      <Register {...props} />
    </Suspense>
  );
}

export function LazyForgotPasswordForm(props: ComponentProps<typeof ForgotPassword>) {
  return (
    <Suspense>
      <ForgotPassword {...props} />
    </Suspense>
  );
}

export function LazyResetPasswordForm(props: ComponentProps<typeof ResetPassword>) {
  return (
    <Suspense>
      <ResetPassword {...props} />
    </Suspense>
  );
}
