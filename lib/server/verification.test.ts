import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { applicationFormValues, applicationInput, journalInput } from '@/test/factories';
import { applicationFormSchema } from '@/lib/domain/application';

/**
 * Verified email addresses (docs/security.md): registering someone else's address first no longer
 * captures their journey; the confirmation link is single-use and links what was sent before.
 */
const tmp = useTempDataDir('breeder-verify-');
const { getBackend } = await import('@/lib/backend');
const { registerWithPassword, requestPasswordReset, resetPassword } = await import('@/lib/server/accounts');
const { submitApplication } = await import('@/lib/server/applications');
const { accountJourney } = await import('@/lib/server/account');
const { canReadFamilyPosts } = await import('@/lib/server/journal');
const { verifyEmailToken, isEmailVerified, markProviderVerified } = await import('./verification');
const { authOptions } = await import('@/lib/auth/options');
const resend = await import('@/app/api/account/verification/route');
const confirm = await import('@/app/api/account/verify/[token]/route');

afterAll(tmp.cleanup);

let n = 0;
let email = '';
beforeEach(() => {
  n += 1;
  email = `family${n}@example.com`;
});

const apply = (address: string) => submitApplication(applicationFormSchema.parse(applicationFormValues({ email: address })));

/** The token of the newest confirmation email to `address`. */
async function verificationToken(address: string): Promise<string> {
  const mail = (await (await getBackend()).outbox.list({ kind: 'verification' })).find((m) => m.to.includes(address));
  const token = /\/account\/verify\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
  expect(token, `a confirmation link in ${mail?.body}`).toBeTruthy();
  return token!;
}

describe('verified email addresses', () => {
  it('a stranger who registers a family’s address first sees nothing of the family’s application', async () => {
    const b = await getBackend();
    const stranger = await registerWithPassword({ email, password: 'correct horse battery' });
    const { application } = await apply(email);
    expect(application.userId).toBeNull();
    expect(await b.applications.listByUser({ userId: stranger.id })).toEqual([]);
    expect(await accountJourney(stranger)).toMatchObject({ verified: false, journeys: [] });
  });

  it('an application an unverified account already holds is not shown to it, nor are the litter’s families-only posts', async () => {
    const b = await getBackend();
    const stranger = await b.users.create({ email });
    const litter = await b.puppies.create({ input: { ...(await import('@/test/factories')).puppyInput({ entryType: 'litter', name: `L${n}` }) } });
    await b.applications.create({ input: applicationInput({ email }), userId: stranger.id });
    await b.families.link({ litterId: litter.id, userId: stranger.id, puppyId: null });
    await b.journal.create({ input: journalInput({ litterId: litter.id, visibility: 'families' }) });
    expect((await accountJourney(stranger)).journeys).toEqual([]);
    expect(await canReadFamilyPosts(b, stranger, litter.id)).toBe(false);
    await b.emailVerifications.markVerified({ userId: stranger.id, email });
    expect(await canReadFamilyPosts(b, stranger, litter.id)).toBe(true);
  });

  it('registration queues a single-use link; using it links the applications sent before the account existed', async () => {
    const b = await getBackend();
    const { application: earlier } = await apply(email);
    const user = await registerWithPassword({ email, password: 'correct horse battery' });
    const token = await verificationToken(email);
    // Only the hash is stored, never the token.
    const row = (b as unknown as { db: import('better-sqlite3').Database }).db.prepare('SELECT * FROM email_verifications WHERE user_id = ?').get(user.id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await verifyEmailToken(token, user)).toMatchObject({ id: user.id });
    expect(await verifyEmailToken(token, user)).toBeNull();
    expect(await isEmailVerified(user)).toBe(true);
    expect((await b.applications.listByUser({ userId: user.id })).map((a) => a.id)).toEqual([earlier.id]);
    const { application: later } = await apply(email);
    expect(later.userId).toBe(user.id);
    expect((await accountJourney(user)).journeys.map((j) => j.applicationId).sort()).toEqual([earlier.id, later.id].sort());
  });

  it('a changed email is unverified again', async () => {
    const b = await getBackend();
    const user = await b.users.create({ email });
    await markProviderVerified(user);
    const moved = await b.users.setEmail({ id: user.id, email: `moved-${email}` });
    expect(await isEmailVerified(moved)).toBe(false);
  });

  it('a password reset proves the mailbox', async () => {
    const b = await getBackend();
    const user = await registerWithPassword({ email, password: 'correct horse battery' });
    await requestPasswordReset({ email });
    const mail = (await b.outbox.list({ kind: 'password-reset' })).find((m) => m.to.includes(email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    await resetPassword({ token, password: 'another long password' });
    expect(await isEmailVerified(user)).toBe(true);
  });

  it('a Google sign-in takes the address over from an unverified password account (its password stops working)', async () => {
    const b = await getBackend();
    const stranger = await registerWithPassword({ email, password: 'stranger password 1' });
    const hashBefore = await b.users.getPasswordHash({ id: stranger.id });
    const ok = await authOptions().callbacks!.signIn!({
      user: { id: 'g', email },
      account: { provider: 'google', type: 'oauth', providerAccountId: 'g' },
      profile: { email_verified: true } as never,
    } as never);
    expect(ok).toBe(true);
    expect(await isEmailVerified(stranger)).toBe(true);
    expect(await b.users.getPasswordHash({ id: stranger.id })).not.toBe(hashBefore);
    expect((await b.users.getById({ id: stranger.id }))!.sessionVersion).toBeGreaterThan(stranger.sessionVersion);
  });

  it('“send again”: only for the signed-in account, limited per address; the page’s button confirms by POST only', async () => {
    const b = await getBackend();
    await signInAs(null);
    const anon = await resend.POST(new Request('http://localhost/api/account/verification', { method: 'POST' }));
    expect(anon.status).toBe(401);
    const user = await b.users.create({ email });
    await signInAs(user);
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await resend.POST(new Request('http://localhost/api/account/verification', { method: 'POST' }));
      expect(res.status).toBe(303);
      outcomes.push(new URL(res.headers.get('location')!).searchParams.get('verification')!);
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'limited']);
    expect((await b.outbox.list({ kind: 'verification' })).filter((m) => m.to.includes(email))).toHaveLength(3);
    const token = await verificationToken(email);
    const bad = await confirm.POST(new Request('http://localhost/api/account/verify/x', { method: 'POST' }), { params: Promise.resolve({ token: 'x'.repeat(43) }) });
    expect(bad.headers.get('location')).toMatch(/\/account\/verified\?ok=0$/);
    // Only the account the link was made for: signed out, the page asks to sign in; another account
    // (a family pressing the link a stranger's registration sent) is refused, and the link still works.
    const post = () => confirm.POST(new Request(`http://localhost/api/account/verify/${token}`, { method: 'POST' }), { params: Promise.resolve({ token }) });
    await signInAs(null);
    expect((await post()).headers.get('location')).toMatch(new RegExp(`/account/verify/${token}$`));
    await signInAs(await b.users.create({ email: 'not-the-owner@example.com' }));
    expect((await post()).headers.get('location')).toMatch(/\/account\/verified\?ok=0$/);
    expect(await isEmailVerified(user)).toBe(false);
    await signInAs(user);
    const good = await confirm.POST(new Request(`http://localhost/api/account/verify/${token}`, { method: 'POST' }), { params: Promise.resolve({ token }) });
    expect(good.headers.get('location')).toMatch(/\/account\/verified\?ok=1$/);
    expect(await isEmailVerified(user)).toBe(true);
    const again = await resend.POST(new Request('http://localhost/api/account/verification', { method: 'POST' }));
    expect(new URL(again.headers.get('location')!).searchParams.get('verification')).toBe('verified');
  });
});
