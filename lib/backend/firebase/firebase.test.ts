import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { puppyInputSchema } from '@/lib/domain/puppy';
import { puppyInput } from '@/test/factories';
import { firebaseBackendPerTest, freshFirebaseBackend } from '@/test/firebase';
import { backendContract } from '../contract/suite';

// The whole contract, unchanged, on the emulators (Firestore, Auth and Storage).
backendContract('firebase', freshFirebaseBackend);

const backend = firebaseBackendPerTest();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('firebase backend: documents written by other tools', () => {
  it('shows entries without a public or order field (shown unless false), in order, and toggling fills them in', async () => {
    const b = await backend();
    await b.puppies.create({ input: puppyInput({ name: 'Ordered' }) });
    await b.db.collection('puppies').doc('legacy1').set({ name: 'No flags', createdAt: at('2025-01-01T00:00:00Z') });
    await b.db.collection('puppies').doc('legacy2').set({ name: 'Only public', public: true });
    await b.db.collection('puppies').doc('legacy3').set({ name: 'Hidden legacy', public: false });
    expect((await b.puppies.listPublic()).map((p) => [p.name, p.order])).toEqual([
      ['Ordered', 5],
      ['Only public', 9999],
      ['No flags', 9999],
    ]);
    // Newest first; entries without createdAt come last.
    expect((await b.puppies.listAll()).map((p) => p.name)).toEqual(['Ordered', 'No flags', 'Only public', 'Hidden legacy']);

    const hidden = await b.puppies.togglePublic({ id: 'legacy1' });
    expect(hidden).toMatchObject({ public: false, order: 9999 });
    expect((await b.db.collection('puppies').doc('legacy1').get()).data()).toMatchObject({ public: false, order: 9999 });
    await b.puppies.togglePublic({ id: 'legacy1' });
    // Now found by the indexed query itself.
    const snap = await b.db.collection('puppies').where('public', '==', true).orderBy('order').get();
    expect(snap.docs.map((d) => d.id)).toContain('legacy1');
  });

  it('reads Timestamps and missing fields with the product defaults', async () => {
    const b = await backend();
    await b.db.collection('puppies').doc('old').set({ dob: at('2026-01-15T00:00:00Z'), createdAt: at('2026-02-01T12:00:00.250Z'), status: '' });
    expect(await b.puppies.get({ id: 'old' })).toMatchObject({
      name: 'Unnamed',
      status: 'Available',
      dob: '2026-01-15',
      public: true,
      createdAt: '2026-02-01T12:00:00.250Z',
      updatedAt: '2026-02-01T12:00:00.250Z',
    });
    await b.db.collection('studs').doc('s1').set({ name: 'Ghost' });
    expect(await b.studs.listAvailable()).toEqual([]);
    expect((await b.studs.listAll()).map((s) => [s.name, s.available, s.createdAt])).toEqual([['Ghost', false, '1970-01-01T00:00:00.000Z']]);
    await b.db.collection('settings').doc('basicInfo').set({ facebook: 'https://facebook.com/flat', updatedAt: at('2026-01-01T00:00:00Z'), notificationEmails: ['a@b.co', 3, ' '] });
    expect(await b.settings.getBasicInfo()).toEqual({
      address: '',
      phone: '',
      email: '',
      facebook: 'https://facebook.com/flat',
      notificationEmails: ['a@b.co'],
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await b.db.collection('settings').doc('heroImage').set({ restoredAt: at('2026-01-01T00:00:00Z') });
    expect(await b.settings.getHeroImage()).toEqual({ url: '/hero-bg-square.png', updatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('stores what docs/product.md §3/§7 name: Timestamps, both facebook copies, lowercase emails', async () => {
    const b = await backend();
    const p = await b.puppies.create({ input: puppyInputSchema.parse({ entryType: 'litter', name: 'Spring', expectedDate: '2027-03-01' }) });
    const raw = (await b.db.collection('puppies').doc(p.id).get()).data()!;
    expect(raw.createdAt).toBeInstanceOf(Timestamp);
    expect(raw).toMatchObject({ entryType: 'litter', public: true, order: 100, price: null, expectedDate: '2027-03-01' });
    await b.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: 'https://facebook.com/x', notificationEmails: [] } });
    const info = (await b.db.doc('settings/basicInfo').get()).data()!;
    expect(info).toMatchObject({ facebook: 'https://facebook.com/x', social: { facebook: 'https://facebook.com/x' } });
    expect(info.updatedAt).toBeInstanceOf(Timestamp);
    const u = await b.users.create({ id: 'uid-123', email: ' Pat@Example.COM ' });
    expect((await b.db.doc('users/uid-123').get()).data()).toMatchObject({ email: 'pat@example.com', role: 'user' });
    expect(u.id).toBe('uid-123');
  });
});

describe('firebase backend: users and passwords', () => {
  it('keys users by the given uid, refuses a second record for the uid or the email', async () => {
    const b = await backend();
    await b.users.create({ id: 'uidA', email: 'a@example.com' });
    await expect(b.users.create({ id: 'uidA', email: 'other@example.com' })).rejects.toSatisfy((e) => isAppError(e, 'conflict'));
    await expect(b.users.create({ id: 'uidB', email: 'A@example.com' })).rejects.toSatisfy((e) => isAppError(e, 'conflict'));
    await expect(b.users.create({ id: 'a/b', email: 'c@example.com' })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
    expect(await b.users.getById({ id: '../x' })).toBeNull();
    await expect(b.users.setRole({ id: 'nobody', role: 'admin' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
    expect(await b.users.count()).toBe(1);
  });

  it('keeps no passwords: none to check, and the local reset flow says where they live', async () => {
    const b = await backend();
    const u = await b.users.create({ email: 'p@example.com' });
    expect(await b.users.getPasswordHash({ id: u.id })).toBeNull();
    await expect(b.users.setPasswordHash({ id: u.id, passwordHash: 'x' })).rejects.toSatisfy((e) => isAppError(e, 'unavailable') && /Firebase Auth/.test(e.message));
    await expect(b.users.createPasswordReset({ userId: u.id, tokenHash: 'h', expiresAt: new Date().toISOString() })).rejects.toSatisfy((e) => isAppError(e, 'unavailable'));
    await expect(b.users.consumePasswordReset({ tokenHash: 'h' })).rejects.toSatisfy((e) => isAppError(e, 'unavailable'));
  });

  it('seeds nothing into a new project', async () => {
    const b = await backend();
    expect(await b.puppies.listAll()).toEqual([]);
    expect(await b.studs.listAll()).toEqual([]);
    expect(await b.users.count()).toBe(0);
    expect(await b.settings.getBasicInfo()).toBeNull();
  });
});

describe('firebase backend: rate limits are shared state', () => {
  it('counts hits made through two backends on the same database', async () => {
    const a = await backend();
    const db = a.db.databaseId;
    const { createFirebaseBackend, parseFirebaseConfig } = await import('./index');
    const b = await createFirebaseBackend(parseFirebaseConfig({ ...process.env, FIREBASE_SERVICE_ACCOUNT: undefined, FIRESTORE_DATABASE_ID: db }));
    onTestFinished(() => b.close());
    await a.rateLimits.hit({ key: 'login:pat', windowMs: 60_000 });
    expect(await b.rateLimits.hit({ key: 'login:pat', windowMs: 60_000 })).toBe(2);
    expect(await a.rateLimits.count({ key: 'login:pat', windowMs: 60_000 })).toBe(2);
  });
});
