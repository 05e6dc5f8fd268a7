import 'server-only';
import { z } from 'zod';
import { FIREBASE_PROJECT_ID, serverEnv } from './env';
import type { FirebaseWebConfig } from './firebase-web-config';

export type { FirebaseWebConfig } from './firebase-web-config';

const schema = z.object({
  NEXT_PUBLIC_FIREBASE_API_KEY: z.string().min(1, 'is required when BACKEND=firebase'),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.string().regex(FIREBASE_PROJECT_ID, 'must be a Firebase project id (required when BACKEND=firebase)'),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.string().min(1).optional(),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
    .optional(),
});

/**
 * The Firebase web config the account pages hand to the browser in Firebase mode. Read on the
 * server while the static /login, /register and /forgot-password pages are built, so the mode
 * is decided once per build and the pages stay static: in the embedded default this is null and
 * the forms never load the Firebase SDK.
 */
export function firebaseWebConfig(): FirebaseWebConfig | null {
  if (serverEnv().BACKEND !== 'firebase') return null;
  const appHosting = appHostingWebConfig();
  // Spelled out (not a loop over process.env) so Next inlines the NEXT_PUBLIC_ values at build time.
  const parsed = schema.safeParse(
    blankless({
      NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || appHosting.apiKey,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || appHosting.projectId,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || appHosting.authDomain,
      NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || appHosting.appId,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    }),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Configuration error: ${String(issue.path[0])} ${issue.message}. See docs/deploy-firebase.md.`);
  }
  const env = parsed.data;
  return {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${env.NEXT_PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    ...(env.NEXT_PUBLIC_FIREBASE_APP_ID ? { appId: env.NEXT_PUBLIC_FIREBASE_APP_ID } : {}),
    ...(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ? { emulatorHost: env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST } : {}),
  };
}

/**
 * Firebase App Hosting hands every build the project's web app config as JSON in
 * FIREBASE_WEBAPP_CONFIG; used for whatever the NEXT_PUBLIC_FIREBASE_* variables leave unset.
 */
function appHostingWebConfig(): Partial<Record<'apiKey' | 'authDomain' | 'projectId' | 'appId', string>> {
  const raw = process.env.FIREBASE_WEBAPP_CONFIG;
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const v = value as Record<string, unknown>;
    const pick = (k: string) => (typeof v[k] === 'string' && v[k] ? { [k]: v[k] as string } : {});
    return { ...pick('apiKey'), ...pick('authDomain'), ...pick('projectId'), ...pick('appId') };
  } catch {
    return {};
  }
}

function blankless(values: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));
}
