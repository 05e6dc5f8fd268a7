'use client';

import type { SignInOptions, SignInResponse } from 'next-auth/react';

/**
 * next-auth's `signIn`, loaded when the visitor signs in rather than with the page (docs/scale.md,
 * first-load JS: next-auth/react is 9 kB gzip, and the pages only need it after a click).
 */
export async function signIn(provider: 'password' | 'google', options: SignInOptions): Promise<SignInResponse | undefined> {
  const next = await import('next-auth/react');
  return next.signIn<'credentials'>(provider, options);
}
