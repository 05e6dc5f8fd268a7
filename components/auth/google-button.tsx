'use client';

import { useState } from 'react';
import { RETURN_PARAM } from '@/lib/domain/return-to';
import styles from './auth.module.css';
import { OrDivider, ScriptNotice, useHydrated } from './form-parts';
import { rememberGoogleOrigin, type GoogleOrigin } from './use-auth-flow';
import { signIn } from './next-auth-sign-in';

type Props = {
  /** Whether the server has Google credentials (read from env at build time by the page). */
  configured: boolean;
  origin: GoogleOrigin;
  /** Where the sign-in returns to afterwards (`?next=`, already checked by safeReturnPath). */
  next?: string;
  label: string;
  disabled?: boolean;
  onFailure: () => void;
  /**
   * Firebase mode: the popup flow to run instead of next-auth's Google redirect (the form
   * handles its outcome). Resolves once the flow is over.
   */
  run?: () => Promise<void>;
};

/**
 * The "or" divider and Google through next-auth's OAuth provider; nothing at all when the site has
 * no Google sign-in configured (a customer cannot do anything with a disabled button). Success comes back to this page with
 * `?welcome=google` (the page toasts and goes home); failures come back to /login with `?error=`.
 * In Firebase mode the form passes `run` (a Firebase popup) instead.
 */
export function GoogleButton({ configured, origin, next = '/', label, disabled, onFailure, run }: Props) {
  const [busy, setBusy] = useState(false);
  // Google's sign-in starts in the browser: until the script runs the button is disabled, with the reason.
  const hydrated = useHydrated();

  async function start() {
    setBusy(true);
    if (run) {
      // Firebase popup: the page stays; the form shows the outcome.
      await run()
        .catch(() => onFailure())
        .finally(() => setBusy(false));
      return;
    }
    rememberGoogleOrigin(origin);
    try {
      // Leaves the page for Google on success; only returns on a local failure.
      const back = next === '/' ? '' : `&${RETURN_PARAM}=${encodeURIComponent(next)}`;
      await signIn('google', { callbackUrl: `/${origin}?welcome=google${back}` });
    } catch {
      setBusy(false);
      onFailure();
    }
  }

  if (!configured) return null;
  return (
    <>
      <OrDivider />
      <div className={styles.google}>
        <button
          type="button"
          className={`btn btn-outline ${styles.googleButton}`}
          disabled={disabled || busy || !hydrated}
          onClick={() => void start()}
        >
          <GoogleMark />
          {busy ? 'Opening Google…' : label}
        </button>
        <ScriptNotice ready={hydrated} needs={`${label}`} />
      </div>
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}
