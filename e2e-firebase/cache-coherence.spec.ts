import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect, test } from '../e2e/test';
import { uniqueEmail } from '../e2e/auth-support';
import { contactInfo, galleryImage, heroImage, puppyEditAndHide, studDelete, timings, type Store } from '../e2e/coherence-cases';
import { startServer, visit, type RunningServer } from '../e2e/second-server';
import { MESSAGES } from '../lib/domain/messages';
import { emulatorSignUp } from '../test/firebase-auth';
import { FB_DATA_DIR, FB_DIST_DIR, FB_ORIGIN } from './env';
import { emulatorEnv, runAdmin } from './support';

/**
 * docs/caching.md in Firebase mode: App Hosting runs several instances of one build; an edit on one must be
 * on every other within 2 s (tag invalidation times in Firestore, read at most once a second per
 * instance). Server A is the project's server (built while Firestore was unreachable, see
 * scripts/e2e-firebase-server.mjs --build-offline); B is a second `next start` of the same build.
 */

test.describe.configure({ mode: 'serial' });

let b: RunningServer;

function firestore(): Firestore {
  const env = emulatorEnv();
  const app = getApps().find((a) => a.name === 'e2e-cache') ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'e2e-cache');
  return getFirestore(app);
}

const store: Store = {
  async entryIdByName(name) {
    return (await firestore().collection('puppies').where('name', '==', name).limit(1).get()).docs[0]?.id ?? null;
  },
  async studIdByName(name) {
    return (await firestore().collection('parents').where('name', '==', name).where('studAvailable', 'in', [true, false]).limit(1).get()).docs[0]?.id ?? null;
  },
  async basicInfo() {
    const v = (await firestore().doc('settings/basicInfo').get()).data() ?? {};
    const s = (x: unknown) => (typeof x === 'string' ? x : '');
    return {
      address: s(v.address),
      phone: s(v.phone),
      email: s(v.email),
      facebook: s((v.social as Record<string, unknown> | undefined)?.facebook) || s(v.facebook),
      notificationEmails: Array.isArray(v.notificationEmails) ? v.notificationEmails.filter((e): e is string => typeof e === 'string') : [],
    };
  },
};

/** next-auth's `firebase` provider, as the login page calls it with the browser's ID token. */
async function firebaseSessionCookies(origin: string, idToken: string): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      if (i > 0) cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
  };
  const csrfRes = await fetch(`${origin}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${origin}/api/auth/callback/firebase`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: new URLSearchParams({ csrfToken, idToken, json: 'true' }),
  });
  keep(res);
  expect(cookies.get('next-auth.session-token'), `sign-in: ${res.status}`).toBeTruthy();
  return cookies;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env = emulatorEnv();
  b = await startServer({ distDir: FB_DIST_DIR, env: { ...env, DATA_DIR: FB_DATA_DIR } });
});

test.afterAll(async () => {
  await b?.stop();
  if (Object.keys(timings).length) console.log('[cache coherence] ms until visible on server B:', JSON.stringify(timings));
});

test('a build that could not read Firestore shipped no error pages: each page is rendered from Firestore and cacheable', async () => {
  for (const p of ['/', '/puppies', '/studs', '/gallery', '/contact']) {
    const page = await visit(FB_ORIGIN, p);
    expect(page.status, p).toBe(200);
    expect(page.html, p).not.toContain(MESSAGES.puppies.loadError);
    expect(page.html, p).not.toContain(MESSAGES.studs.loadError);
    expect(page.headers.get('cache-control'), p).toBe('s-maxage=30, stale-while-revalidate=30');
  }
});

test('an admin edit through server A is on server B within 2 s: puppy edit, hidden entry, deleted stud, gallery image, hero, contact info', async () => {
  test.setTimeout(180_000);
  const email = uniqueEmail('fb-cache-admin');
  const account = await emulatorSignUp(email, 'firebase-cache-pass-1');
  expect(await runAdmin('promote', email)).toContain(`${email} is now an admin`);
  const cookies = await firebaseSessionCookies(FB_ORIGIN, account.idToken);
  for (const p of ['/', '/puppies', '/studs', '/gallery', '/contact']) expect((await visit(b.origin, p)).status).toBe(200);
  const ctx = { a: FB_ORIGIN, b: b.origin, cookies, store, label: 'firebase' };
  await puppyEditAndHide(ctx);
  await studDelete(ctx);
  await galleryImage(ctx);
  await heroImage(ctx);
  await contactInfo(ctx);
});
