import { randomBytes, scrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend, parseFirebaseConfig, type FirebaseBackend } from '@/lib/backend/firebase';
import { openFirebaseApp } from '@/lib/backend/firebase/app';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import { parseScryptHash } from '@/lib/config/password';
import { useFirebaseEmulators } from '@/test/firebase';
import { emulatorResetPassword, emulatorSignIn, emulatorSignUp, tokenClaims } from '@/test/firebase-auth';
import { expectSameSite, populate } from '@/test/transfer';
import { exportSite } from './export';
import { importSite } from './import';
import { seedDemo } from './seed';

/**
 * Export/import across backends on the offline emulators (Firestore, Auth, Storage): a site moves
 * local → Firebase → local and keeps every record and file; imported accounts keep their role and
 * their scrypt hash in Firebase Auth.
 */

useFirebaseEmulators();

const dirs: string[] = [];
const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-transfer-fb-'));
  dirs.push(d);
  return d;
}
async function local(): Promise<LocalBackend> {
  const b = await createLocalBackend({ dataDir: tempDir(), seed: false });
  closers.push(() => b.close());
  return b;
}
/** An empty Firebase project of its own: a new Firestore database and a new Storage bucket. */
async function firebase(): Promise<FirebaseBackend> {
  const env = useFirebaseEmulators();
  const id = randomBytes(5).toString('hex');
  const config = parseFirebaseConfig({ ...env, FIREBASE_SERVICE_ACCOUNT: undefined, FIRESTORE_DATABASE_ID: `x${id}`, FIREBASE_STORAGE_BUCKET: `transfer-${id}.appspot.com` });
  const b = await createFirebaseBackend(config);
  closers.push(() => b.close());
  return b;
}

describe('export and import between the embedded backend and Firebase (emulators)', () => {
  it('local → Firebase → local keeps every record and file; accounts keep roles, and their scrypt hashes reach Firebase Auth', { timeout: 120_000 }, async () => {
    const source = await local();
    const { accounts, users } = await populate(source);
    const first = path.join(tempDir(), 'local.tar.gz');
    await exportSite(source, first);

    // Into Firebase.
    const fb = await firebase();
    const intoFirebase = await importSite(fb, first);
    expect(intoFirebase).toMatchObject({ puppies: 18, studs: 5, parents: 2, users: 3, outbox: 2, media: 62, journal: 2, families: 1 });
    await expectSameSite(source, fb, { passwords: 'none' });
    // Image URLs are Firebase download URLs that load.
    const [pup] = await fb.puppies.listPublic();
    expect(pup!.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v0\/b\/transfer-/);
    expect((await fetch(pup!.imageUrl!)).status).toBe(200);

    // Firebase Auth: the same uids, the role claim, and the local scrypt hash, parameters and salt.
    const handles = openFirebaseApp(parseFirebaseConfig({ ...process.env, FIREBASE_SERVICE_ACCOUNT: undefined }));
    closers.push(handles.close);
    const auth = getAuth(handles.app);
    const adminAccount = await auth.getUser(users.admin.id);
    expect(adminAccount.email).toBe(accounts.admin.email);
    expect(adminAccount.customClaims).toEqual({ role: 'admin' });
    expect((await auth.getUser(users.member.id)).customClaims).toEqual({ role: 'user' });
    expect((await auth.getUser(users.google.id)).passwordHash).toBeUndefined();
    const stored = parseScryptHash(await source.users.getPasswordHash({ id: users.admin.id }))!;
    expect(Buffer.from(adminAccount.passwordHash!, 'base64url')).toEqual(stored.hash);
    expect(Buffer.from(adminAccount.passwordSalt!, 'base64url')).toEqual(stored.salt);
    // What Firebase checks for STANDARD_SCRYPT: scrypt(password, salt, N, r, p, dkLen) equals the stored hash.
    const derived = await new Promise<Buffer>((resolve, reject) =>
      scrypt(accounts.admin.password, stored.salt, stored.hash.length, { N: stored.N, r: stored.r, p: stored.p, maxmem: 64 * 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(key))),
    );
    expect(derived).toEqual(Buffer.from(adminAccount.passwordHash!, 'base64url'));

    // The emulator checks only passwords it hashed itself: the import says so, and "Forgot password" works.
    expect(intoFirebase.passwordsKept).toEqual([]);
    expect(intoFirebase.mustResetPassword.sort()).toEqual([accounts.admin.email, accounts.member.email, users.google.email].sort());
    expect(intoFirebase.notices.join('\n')).toMatch(/Auth emulator keeps the imported password hashes but cannot check them/);
    await expect(emulatorSignIn(accounts.admin.email, accounts.admin.password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    // "Forgot password" on the emulator: its emailed code, then the new password.
    await emulatorResetPassword(accounts.admin.email, 'new-owner-password-3');
    const session = await emulatorSignIn(accounts.admin.email, 'new-owner-password-3');
    expect(session.uid).toBe(users.admin.id);
    expect(tokenClaims(session.idToken).role).toBe('admin');
    expect(await fb.identity!.verifyIdToken({ token: session.idToken })).toMatchObject({ uid: users.admin.id, email: accounts.admin.email });
    expect((await fb.users.getById({ id: session.uid }))?.role).toBe('admin');

    // And back to the embedded backend.
    const second = path.join(tempDir(), 'firebase.tar.gz');
    const fromFirebase = await exportSite(fb, second);
    expect(fromFirebase).toMatchObject({ puppies: 18, studs: 5, parents: 2, users: 3, outbox: 2, media: 62, journal: 2, families: 1, warnings: [] });
    const back = await local();
    const intoLocal = await importSite(back, second);
    await expectSameSite(source, back, { passwords: 'none' });
    expect(intoLocal.passwordsKept).toEqual([]);
    expect(intoLocal.notices.join('\n')).toMatch(/3 account\(s\) have no password here \(Firebase keeps passwords in Firebase Auth.*Forgot password/);
  });

  it('an account that already exists in Firebase Auth keeps its uid and password; its record follows it', { timeout: 60_000 }, async () => {
    const source = await local();
    const { accounts } = await populate(source);
    const file = path.join(tempDir(), 'local.tar.gz');
    await exportSite(source, file);
    const existing = await emulatorSignUp(accounts.member.email, 'already-here-4');
    const fb = await firebase();
    const result = await importSite(fb, file);
    expect(result.notices.join('\n')).toContain(`${accounts.member.email} already has a Firebase Auth account (uid ${existing.uid})`);
    expect((await fb.users.getByEmail({ email: accounts.member.email }))?.id).toBe(existing.uid);
    expect((await emulatorSignIn(accounts.member.email, 'already-here-4')).uid).toBe(existing.uid);
  });
});

describe('npm run seed on Firebase (emulators)', () => {
  it('adds the demo to an empty project and refuses one with content unless --force', { timeout: 60_000 }, async () => {
    const fb = await firebase();
    expect(await seedDemo(fb)).toEqual({ puppies: 18, studs: 4, gallery: 12, parents: 1, testimonials: 2 });
    const shown = await fb.puppies.listPublic();
    expect(shown.length).toBe((await fb.puppies.listAll()).filter((p) => p.public).length);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.map((p) => p.order)).toEqual([...shown.map((p) => p.order)].sort((x, y) => x - y));
    expect((await fetch(shown[0]!.imageUrl!)).status).toBe(200);
    expect((await fb.media.list({ folder: 'adminGallery' })).length).toBe(12);
    expect((await fb.studs.listAvailable()).length).toBe(3);
    expect((await fb.settings.getBasicInfo())?.address).toMatch(/Albion, NY/);
    await expect(seedDemo(fb)).rejects.toThrow(/The firebase backend already has content \(18 entries, 4 studs, 1 parent, 58 files, Basic Info\)/);
    await seedDemo(fb, { force: true });
    expect((await fb.puppies.listAll()).length).toBe(36);
  });
});
