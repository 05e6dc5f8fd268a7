'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RETURN_PARAM, safeReturnPath } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import type { SessionInfo } from './use-session-info';

/** Where a Google round trip was started, so a failure (always sent to /login) reads right. */
const GOOGLE_ORIGIN_KEY = 'auth:google-origin';
export type GoogleOrigin = 'login' | 'register';

export function rememberGoogleOrigin(origin: GoogleOrigin): void {
  try {
    window.sessionStorage.setItem(GOOGLE_ORIGIN_KEY, origin);
  } catch {
    // Storage can be blocked; the login page then shows the sign-in wording.
  }
}

function takeGoogleOrigin(): GoogleOrigin | null {
  try {
    const v = window.sessionStorage.getItem(GOOGLE_ORIGIN_KEY);
    window.sessionStorage.removeItem(GOOGLE_ORIGIN_KEY);
    return v === 'login' || v === 'register' ? v : null;
  } catch {
    return null;
  }
}

export type ReturnParams = { welcome: string | null; error: string | null; origin: GoogleOrigin | null };

/**
 * What next-auth appended after a Google round trip (`?welcome=google` on success through our
 * callbackUrl, `?error=…` on failure), with the page the round trip was started on. Read once in
 * the browser, so the page stays static, and removed from the address bar so a reload does not
 * repeat the message. Null until read.
 */
export function useReturnParams(): ReturnParams | null {
  const [params, setParams] = useState<ReturnParams | null>(null);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const url = new URL(window.location.href);
    const welcome = url.searchParams.get('welcome');
    const error = url.searchParams.get('error');
    let origin: GoogleOrigin | null = null;
    if (welcome !== null || error !== null) {
      origin = takeGoogleOrigin();
      url.searchParams.delete('welcome');
      url.searchParams.delete('error');
      url.searchParams.delete('callbackUrl');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    setParams({ welcome, error, origin });
  }, []);
  return params;
}

/** The address bar's query does not change under a mounted account form. */
const noSubscription = () => () => {};

/**
 * Where a successful sign-in or sign-up goes: the `?next=` path the visitor was going to (the admin
 * redirect and "Login to view details" set it), only when it is a path on this site; else home.
 * Read in the browser, so the pages stay static.
 */
export function useReturnTo(): string {
  const next = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(RETURN_PARAM),
    () => null, // The static HTML: home.
  );
  return safeReturnPath(next);
}

/**
 * A signed-in visitor on /login or /register goes to / after 0.4 s (docs/product.md §4). `skip` while the
 * page itself is finishing a sign-in (it redirects on its own after 2 s).
 */
export function useAlreadySignedIn(session: SessionInfo, skip: boolean): boolean {
  const router = useRouter();
  const redirecting = session.status === 'authenticated' && !skip;
  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => router.replace('/'), TIMINGS.alreadySignedInRedirect);
    return () => window.clearTimeout(timer);
  }, [redirecting, router]);
  return redirecting;
}

/**
 * Goes to `href` after `ms` with a full page load, so the header island reads the new session
 * (`client`: a client-side navigation, for pages the session does not change). The timer is
 * dropped if the page unmounts first.
 */
export function useDelayedNavigation(): (href: string, ms: number, how?: 'load' | 'client') => void {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (href: string, ms: number, how: 'load' | 'client' = 'load') => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => (how === 'client' ? router.push(href) : window.location.assign(href)), ms);
    },
    [router],
  );
}
