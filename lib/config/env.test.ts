import { afterEach, describe, expect, it, vi } from 'vitest';

/** serverEnv() caches per process: each case loads a fresh copy of the module. */
async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const key of ['BACKEND', 'NEXTAUTH_SECRET', 'NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN', 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_WEBAPP_CONFIG']) {
    vi.stubEnv(key, env[key] ?? '');
  }
  const { serverEnv } = await import('./env');
  return serverEnv;
}
afterEach(() => vi.unstubAllEnvs());

const firebase = {
  BACKEND: 'firebase',
  NEXTAUTH_SECRET: 'a-secret-of-enough-length',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExample',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'albion-goldens',
};

describe('server env in Firebase mode', () => {
  it('needs nothing in the embedded default', async () => {
    expect((await load({}))().BACKEND).toBe('local');
  });

  it('requires the session secret and the web app config, naming what is missing', async () => {
    for (const missing of ['NEXTAUTH_SECRET', 'NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID'] as const) {
      const serverEnv = await load({ ...firebase, [missing]: undefined });
      expect(() => serverEnv()).toThrow(`Configuration error: ${missing} is required when BACKEND=firebase. See .env.example.`);
    }
    expect((await load(firebase))().NEXT_PUBLIC_FIREBASE_PROJECT_ID).toBe('albion-goldens');
  });

  it('takes App Hosting’s FIREBASE_WEBAPP_CONFIG in place of the NEXT_PUBLIC values', async () => {
    const serverEnv = await load({ BACKEND: 'firebase', NEXTAUTH_SECRET: firebase.NEXTAUTH_SECRET, FIREBASE_WEBAPP_CONFIG: '{"apiKey":"x","projectId":"albion-goldens"}' });
    expect(serverEnv().BACKEND).toBe('firebase');
  });

  it('refuses malformed values', async () => {
    expect(await load({ ...firebase, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'Albion Goldens' }).then((f) => () => f())).toThrow(/NEXT_PUBLIC_FIREBASE_PROJECT_ID must be a Firebase project id/);
    expect(await load({ ...firebase, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost' }).then((f) => () => f())).toThrow(/NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST must be host:port/);
    expect(await load({ ...firebase, NEXTAUTH_SECRET: 'short' }).then((f) => () => f())).toThrow(/NEXTAUTH_SECRET must be at least 16 characters/);
  });
});

describe('one environment module', () => {
  async function loadWith(extra: Record<string, string>) {
    const serverEnv = await load({});
    for (const k of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'CACHE_MAX_AGE_SECONDS', 'PORT', 'LISTING_SERVER_PAGING_THRESHOLD']) vi.stubEnv(k, extra[k] ?? '');
    return serverEnv;
  }

  it('reads Google sign-in, the cache lifetime and the port with the rest, and names a malformed one', async () => {
    const env = (await loadWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', CACHE_MAX_AGE_SECONDS: '60', PORT: '4123' }))();
    expect(env).toMatchObject({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', CACHE_MAX_AGE_SECONDS: 60, PORT: 4123 });
    expect((await loadWith({}))().CACHE_MAX_AGE_SECONDS).toBe(300);
    const badCache = await loadWith({ CACHE_MAX_AGE_SECONDS: '0' });
    expect(() => badCache()).toThrow('Configuration error: CACHE_MAX_AGE_SECONDS must be a whole number of seconds from 1 to 86400. See .env.example.');
    const badPort = await loadWith({ PORT: 'http' });
    expect(() => badPort()).toThrow(/Configuration error: PORT must be/);
  });

  it('reads the listing threshold (default SERVER_PAGING_THRESHOLD) and names a malformed one', async () => {
    const { SERVER_PAGING_THRESHOLD } = await import('@/lib/domain/listing');
    expect((await loadWith({}))().LISTING_SERVER_PAGING_THRESHOLD).toBe(SERVER_PAGING_THRESHOLD);
    expect((await loadWith({ LISTING_SERVER_PAGING_THRESHOLD: '40' }))().LISTING_SERVER_PAGING_THRESHOLD).toBe(40);
    const bad = await loadWith({ LISTING_SERVER_PAGING_THRESHOLD: 'many' });
    expect(() => bad()).toThrow('Configuration error: LISTING_SERVER_PAGING_THRESHOLD must be a whole number of entries (0 or more). See .env.example.');
  });

  it('has one Firebase project-id rule for the server, the adapter and the account pages', async () => {
    const { FIREBASE_PROJECT_ID } = await import('./env');
    for (const ok of ['albion-goldens', 'demo-breeder']) expect(FIREBASE_PROJECT_ID.test(ok)).toBe(true);
    for (const bad of ['Albion', 'abc', '1albion-goldens', 'albion-goldens-']) expect(FIREBASE_PROJECT_ID.test(bad)).toBe(false);
    const { parseFirebaseConfig } = await import('./firebase');
    expect(() => parseFirebaseConfig({ FIREBASE_PROJECT_ID: 'abc' })).toThrow(/FIREBASE_PROJECT_ID is not a Firebase project id/);
  });
});
