'use client';

import { useEffect, useState } from 'react';

/**
 * The signed-in user as next-auth's session endpoint reports it. A few lines instead of
 * next-auth/react on every public page: the public bundle stays small and pages stay static.
 */
export type SessionInfo =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; email: string | null; role: 'user' | 'admin' };

let pending: Promise<SessionInfo> | null = null;

/**
 * Resolves once the page has loaded and its first contentful paint is on screen: the session check
 * then never competes with the page's first view (its stylesheets, scripts and largest picture) for a
 * phone's bandwidth, and Lighthouse's simulated LCP never counts it (docs/performance.md). Without
 * paint timing in the browser, the load event alone.
 */
function afterFirstView(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const painted = new Promise<void>((resolve) => {
    const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || seen()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

function fetchSessionInfo(force = false): Promise<SessionInfo> {
  if (!pending || force) {
    pending = afterFirstView()
      .then(() => fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' }))
      .then((r) => (r.ok ? r.json() : null))
      .then((s: { user?: { email?: string | null; role?: string } } | null): SessionInfo =>
        s?.user
          ? { status: 'authenticated', email: s.user.email ?? null, role: s.user.role === 'admin' ? 'admin' : 'user' }
          : { status: 'unauthenticated' },
      )
      .catch((): SessionInfo => ({ status: 'unauthenticated' }));
  }
  return pending;
}

export function useSessionInfo(): SessionInfo {
  const [info, setInfo] = useState<SessionInfo>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchSessionInfo().then((s) => live && setInfo(s));
    return () => {
      live = false;
    };
  }, []);
  return info;
}

/** Signs out of next-auth (CSRF-protected POST) and returns to the home page. */
export async function signOutAndGoHome(): Promise<void> {
  try {
    const { csrfToken } = (await fetch('/api/auth/csrf').then((r) => r.json())) as { csrfToken: string };
    await fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, json: 'true' }),
    });
  } finally {
    pending = null;
    window.location.assign('/');
  }
}
