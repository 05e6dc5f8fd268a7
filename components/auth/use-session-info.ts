'use client';

import { useEffect, useState } from 'react';
import { afterFirstView } from '@/components/ui/after-first-view';

/**
 * The signed-in user as next-auth's session endpoint reports it. A few lines instead of
 * next-auth/react on every public page: the public bundle stays small and pages stay static.
 */
export type SessionInfo =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; email: string | null; role: 'user' | 'admin' };

let pending: Promise<SessionInfo> | null = null;

function fetchSessionInfo(force = false): Promise<SessionInfo> {
  if (!pending || force) {
    // After the first view (components/ui/after-first-view.ts): the account links appear after the first paint.
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
