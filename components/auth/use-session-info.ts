'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterFirstView } from '@/components/ui/after-first-view';
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE_SECONDS } from '@/lib/domain/session-hint';

/**
 * The signed-in user as next-auth's session endpoint reports it. A few lines instead of
 * next-auth/react on every public page: the public bundle stays small and pages stay static.
 */
export type SessionInfo =
  /** `likely`: this browser's last answer was a signed-in one (the menu shows it meanwhile). */
  | { status: 'loading'; likely?: 'user' | 'admin' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; email: string | null; role: 'user' | 'admin' };

let pending: Promise<SessionInfo> | null = null;

/** The menu's signed-in hint (lib/domain/session-hint.ts): the role of this browser's last signed-in answer. */
function readHint(): 'user' | 'admin' | undefined {
  const v = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
    ?.slice(SESSION_HINT_COOKIE.length + 1);
  return v === 'user' || v === 'admin' ? v : undefined;
}

function writeHint(info: SessionInfo): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    info.status === 'authenticated'
      ? `${SESSION_HINT_COOKIE}=${info.role}; path=/; max-age=${SESSION_HINT_MAX_AGE_SECONDS}; samesite=lax${secure}`
      : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

function fetchSessionInfo(force = false): Promise<SessionInfo> {
  if (!pending || force) {
    // After the first view (components/ui/after-first-view.ts): the account links appear after the first paint.
    pending = afterFirstView()
      .then(() => fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' }))
      .then(async (r): Promise<SessionInfo> => {
        if (!r.ok) return { status: 'unauthenticated' };
        const s = (await r.json()) as { user?: { email?: string | null; role?: string } } | null;
        const info: SessionInfo = s?.user
          ? { status: 'authenticated', email: s.user.email ?? null, role: s.user.role === 'admin' ? 'admin' : 'user' }
          : { status: 'unauthenticated' };
        // Only an answer moves the hint: a check cut off (a link followed at once, the network
        // gone) says nothing about the session.
        writeHint(info);
        return info;
      })
      .catch((): SessionInfo => ({ status: 'unauthenticated' }));
  }
  return pending;
}

/**
 * Asks the session again and keeps its hint: after a sign-in in the page's script, during the
 * pause before the next page, so that page's menu is right from hydration.
 */
export function refreshSessionInfo(): Promise<SessionInfo> {
  return fetchSessionInfo(true);
}

const noSubscription = () => () => undefined;

export function useSessionInfo(): SessionInfo {
  const [info, setInfo] = useState<SessionInfo>({ status: 'loading' });
  // The hint as the browser has it (none in the server's HTML, which is everybody's): read right
  // after hydration, before the check is even asked.
  const likely = useSyncExternalStore(noSubscription, readHint, () => undefined);
  useEffect(() => {
    let live = true;
    void fetchSessionInfo().then((s) => live && setInfo(s));
    return () => {
      live = false;
    };
  }, []);
  return info.status === 'loading' && likely ? { status: 'loading', likely } : info;
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
    writeHint({ status: 'unauthenticated' });
    window.location.assign('/');
  }
}
