'use client';

import { useEffect } from 'react';
import { firebaseAuthFailure, type AuthFailure, type FirebaseAuthFlow } from '@/lib/auth/firebase-errors';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';

type Client = typeof import('./client');

let loading: Promise<Client> | null = null;

/**
 * The Firebase side of the account forms, fetched on first use. The dynamic import() is the
 * only path to `./client`, so the Firebase SDK lives in its own chunk that the embedded default
 * and every public page never request.
 */
function loadFirebaseClient(): Promise<Client> {
  loading ??= import('./client').catch((e: unknown) => {
    // A failed chunk load (offline for a moment) may succeed on the next click.
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * Runs one Firebase flow; a chunk that cannot be loaded reads as that flow's failure text.
 * `run` receives the loaded module.
 */
export async function withFirebase<T extends { ok: boolean }>(
  flow: FirebaseAuthFlow,
  run: (client: Client) => Promise<T>,
): Promise<T | { ok: false; failure: AuthFailure }> {
  let client: Client;
  try {
    client = await loadFirebaseClient();
  } catch (e) {
    return { ok: false, failure: firebaseAuthFailure(flow, e) };
  }
  return run(client);
}

/**
 * Fetches and initialises the SDK as soon as a Firebase-mode form is on screen, so a click on
 * "Sign in with Google" can open the popup straight away (browsers only allow popups in the
 * moments right after the click). Does nothing in the embedded default (config null).
 */
export function usePreloadFirebase(config: FirebaseWebConfig | null | undefined): void {
  useEffect(() => {
    if (!config) return;
    void loadFirebaseClient()
      .then((c) => c.firebaseAuth(config))
      .catch(() => undefined);
  }, [config]);
}
