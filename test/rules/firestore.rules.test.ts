import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

/**
 * firestore.rules against the official Firestore emulator (Java; CI runs it through
 * `firebase emulators:exec`, see .github/workflows/ci.yml). Only vitest.emulators.config.ts
 * includes this file: the offline Node emulator used elsewhere does not evaluate rules.
 */

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT || 'demo-breeder',
    firestore: { rules: fs.readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  // What the server (firebase-admin, no rules) would have written.
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('users/alice').set({ email: 'alice@example.com', role: 'user' });
    await db.doc('users/boss').set({ email: 'boss@example.com', role: 'admin' });
    await db.doc('puppies/p1').set({ name: 'Sunny', public: true, order: 1 });
    await db.doc('studs/s1').set({ name: 'Duke', available: true });
    await db.doc('parents/r1').set({ name: 'Duke', sex: 'sire', studId: 's1', public: true, clearances: [{ test: 'Hips', result: 'OFA Good' }] });
    await db.doc('settings/basicInfo').set({ email: 'farm@example.com', notificationEmails: ['farm@example.com'] });
    await db.doc('outbox/m1').set({ kind: 'contact', body: 'hello' });
    await db.doc('journalPosts/j1').set({ litterId: 'L1', visibility: 'families', body: 'pick order' });
    await db.doc('familyLinks/L1.alice').set({ litterId: 'L1', userId: 'alice', puppyId: null });
    // docs/family-journey.md: a family's waitlist entry and ledger entry (personal data, admin only through the server).
    await db.doc('waitlistEntries/L1.a1').set({ litterId: 'L1', applicationId: 'a1', position: 1, puppyId: null });
    await db.doc('ledgerEntries/e1').set({ applicationId: 'a1', kind: 'deposit', amountCents: 50000 });
    // The application itself (its status-link hash included) and an announcement subscriber.
    await db.doc('applications/a1').set({ email: 'alice@example.com', userId: 'alice', status: 'waitlisted', statusTokenHash: 'ab'.repeat(32) });
    await db.doc('subscribers/s1').set({ email: 'alice@example.com', status: 'confirmed' });
  });
});

const alice = () => env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const boss = () => env.authenticatedContext('boss', { email: 'boss@example.com', role: 'admin' }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

describe('users/{uid}', () => {
  it('a signed-in user reads their own record', async () => {
    await assertSucceeds(alice().doc('users/alice').get());
  });

  it('nobody reads another user’s record, nor lists users', async () => {
    await assertFails(alice().doc('users/boss').get());
    await assertFails(anonymous().doc('users/alice').get());
    await assertFails(alice().collection('users').get());
    await assertFails(alice().collection('users').where('email', '==', 'alice@example.com').get());
  });

  it('nobody writes a user record from a browser, not even their own role', async () => {
    await assertFails(alice().doc('users/alice').update({ role: 'admin' }));
    await assertFails(alice().doc('users/alice').set({ email: 'alice@example.com', role: 'admin' }));
    await assertFails(alice().doc('users/alice').delete());
    await assertFails(alice().doc('users/mallory').set({ email: 'm@example.com', role: 'user' }));
    await assertFails(anonymous().doc('users/mallory').set({ email: 'm@example.com', role: 'user' }));
    // An admin claim in the token changes nothing: admins write through the server.
    await assertFails(boss().doc('users/alice').update({ role: 'admin' }));
  });
});

describe('everything else', () => {
  const paths = ['puppies/p1', 'studs/s1', 'parents/r1', 'settings/basicInfo', 'settings/heroImage', 'outbox/m1', 'rateLimits/x', 'journalPosts/j1', 'familyLinks/L1.alice', 'waitlistEntries/L1.a1', 'ledgerEntries/e1', 'applications/a1', 'subscribers/s1'];

  it.each(paths)('%s: no direct reads (the server renders public pages)', async (p) => {
    await assertFails(anonymous().doc(p).get());
    await assertFails(alice().doc(p).get());
  });

  it.each(paths)('%s: anonymous, user and admin-claim writes are denied', async (p) => {
    await assertFails(anonymous().doc(p).set({ name: 'x' }));
    await assertFails(alice().doc(p).set({ name: 'x' }));
    await assertFails(boss().doc(p).set({ name: 'x' }));
    await assertFails(boss().doc(p).delete());
  });

  it('collections cannot be listed or added to', async () => {
    await assertFails(anonymous().collection('puppies').where('public', '==', true).orderBy('order').get());
    await assertFails(alice().collection('puppies').add({ name: 'x' }));
    await assertFails(boss().collection('studs').add({ name: 'x' }));
    // Not even a family linked to the litter lists its families-only posts or its own link.
    await assertFails(alice().collection('journalPosts').where('litterId', '==', 'L1').get());
    await assertFails(alice().collection('familyLinks').where('userId', '==', 'alice').get());
    await assertFails(alice().collection('waitlistEntries').where('litterId', '==', 'L1').orderBy('position').get());
    await assertFails(boss().collection('ledgerEntries').where('applicationId', '==', 'a1').get());
    // Not even the applicant's own account, nor someone holding a token hash.
    await assertFails(alice().collection('applications').where('userId', '==', 'alice').get());
    await assertFails(anonymous().collection('applications').where('statusTokenHash', '==', 'ab'.repeat(32)).get());
    await assertFails(alice().collection('subscribers').where('email', '==', 'alice@example.com').get());
    await assertFails(anonymous().collection('subscribers').add({ email: 'x@example.com', status: 'confirmed' }));
  });
});
