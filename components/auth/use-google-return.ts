'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import { takingYouTo } from '@/lib/domain/return-to';
import { toast } from './toast';
import type { GoogleOutcome } from './use-auth-submit';
import type { SessionInfo } from './use-session-info';
import type { ReturnParams } from './use-auth-flow';

export type GoogleTexts = { success: string; failed: string };

/**
 * Back from Google (`?welcome=google` or `?error=…`): the outcome to show, derived from the
 * address bar's parameters and the session, and the toast and redirect, once. Only a real session
 * earns the welcome (the parameter alone proves nothing). `movedTo` names a page the failure
 * belongs to instead (next-auth sends a Google sign-up's failure to /login), or null.
 */
export function useGoogleReturn({
  returned,
  session,
  returnTo,
  texts,
  onWelcome,
  movedTo,
}: {
  returned: ReturnParams | null;
  session: SessionInfo;
  returnTo: string;
  texts: GoogleTexts;
  onWelcome: () => void;
  movedTo?: (returned: ReturnParams) => string | null;
}): GoogleOutcome | null {
  const router = useRouter();
  let kind: 'welcome' | 'failed' | 'moved' | null = null;
  const moved = returned?.error ? (movedTo?.(returned) ?? null) : null;
  if (returned?.welcome === 'google') {
    if (session.status === 'authenticated') kind = 'welcome';
  } else if (returned?.error) {
    kind = moved ? 'moved' : 'failed';
  }

  const fired = useRef(false);
  const onWelcomeRef = useRef(onWelcome);
  useEffect(() => {
    onWelcomeRef.current = onWelcome;
  });
  useEffect(() => {
    if (!kind || fired.current) return;
    fired.current = true;
    if (kind === 'moved') {
      if (moved) router.replace(moved);
    } else if (kind === 'welcome') {
      toast.success(texts.success, { id: 'google-welcome' });
      onWelcomeRef.current();
    } else {
      toast.error(texts.failed, { id: 'google-failed' });
    }
  }, [kind, moved, router, texts.success, texts.failed]);

  if (kind === 'welcome') return { notice: { tone: 'success', text: `${texts.success} ${takingYouTo(returnTo)}` }, done: true };
  if (kind === 'failed') return { notice: { tone: 'error', text: texts.failed }, done: false };
  return null;
}

export const LOGIN_GOOGLE: GoogleTexts = { success: AUTH_TEXTS.login.googleSuccess, failed: AUTH_TEXTS.login.googleFailed };
export const REGISTER_GOOGLE: GoogleTexts = { success: AUTH_TEXTS.register.googleSuccess, failed: AUTH_TEXTS.register.googleFailed };
