import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../types';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

/** Verification links and verified addresses (docs/security.md; called by suite.ts), the same on both adapters. */
export function verificationContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: e-mail verification`, () => {
    it('a link works once, then verifies exactly its address for its account', () =>
      withBackend(async (b) => {
        const user = await b.users.create({ email: 'fam@example.com', role: 'user' });
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'fam@example.com' })).toBe(false);
        await b.emailVerifications.createToken({ userId: user.id, email: 'Fam@Example.com', tokenHash: hash('t1'), expiresAt: inAnHour() });
        // Not verified by having a link, only by using it.
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'fam@example.com' })).toBe(false);
        expect(await b.emailVerifications.consume({ tokenHash: hash('wrong'), userId: user.id })).toBeNull();
        expect(await b.emailVerifications.consume({ tokenHash: hash('t1'), userId: user.id })).toEqual({ userId: user.id, email: 'fam@example.com' });
        expect(await b.emailVerifications.consume({ tokenHash: hash('t1'), userId: user.id })).toBeNull();
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'FAM@example.com' })).toBe(true);
        // Another address of the same account (a changed e-mail) is not verified; nor is another account.
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'other@example.com' })).toBe(false);
        expect(await b.emailVerifications.isVerified({ userId: 'someoneElse', email: 'fam@example.com' })).toBe(false);
      }));

    it('only the account a link was made for can use it; another account’s attempt leaves it unused', () =>
      withBackend(async (b) => {
        const owner = await b.users.create({ email: 'owner-of-link@example.com', role: 'user' });
        const other = await b.users.create({ email: 'someone-else@example.com', role: 'user' });
        await b.emailVerifications.createToken({ userId: owner.id, email: 'owner-of-link@example.com', tokenHash: hash('mine'), expiresAt: inAnHour() });
        expect(await b.emailVerifications.consume({ tokenHash: hash('mine'), userId: other.id })).toBeNull();
        expect(await b.emailVerifications.isVerified({ userId: other.id, email: 'owner-of-link@example.com' })).toBe(false);
        expect(await b.emailVerifications.isVerified({ userId: owner.id, email: 'owner-of-link@example.com' })).toBe(false);
        expect(await b.emailVerifications.consume({ tokenHash: hash('mine'), userId: owner.id })).toEqual({ userId: owner.id, email: 'owner-of-link@example.com' });
      }));

    it('an expired link and an older link (after a new one) do nothing', () =>
      withBackend(async (b) => {
        const user = await b.users.create({ email: 'late@example.com', role: 'user' });
        await b.emailVerifications.createToken({ userId: user.id, email: 'late@example.com', tokenHash: hash('old'), expiresAt: new Date(Date.now() - 1000).toISOString() });
        expect(await b.emailVerifications.consume({ tokenHash: hash('old'), userId: user.id })).toBeNull();
        await b.emailVerifications.createToken({ userId: user.id, email: 'late@example.com', tokenHash: hash('first'), expiresAt: inAnHour() });
        await b.emailVerifications.createToken({ userId: user.id, email: 'late@example.com', tokenHash: hash('second'), expiresAt: inAnHour() });
        expect(await b.emailVerifications.consume({ tokenHash: hash('first'), userId: user.id })).toBeNull();
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'late@example.com' })).toBe(false);
        expect(await b.emailVerifications.consume({ tokenHash: hash('second'), userId: user.id })).toMatchObject({ userId: user.id });
      }));

    it('two uses of one link at once: exactly one wins', () =>
      withBackend(async (b) => {
        const user = await b.users.create({ email: 'race@example.com', role: 'user' });
        await b.emailVerifications.createToken({ userId: user.id, email: 'race@example.com', tokenHash: hash('r'), expiresAt: inAnHour() });
        const results = await Promise.all([1, 2, 3].map(() => b.emailVerifications.consume({ tokenHash: hash('r'), userId: user.id })));
        expect(results.filter((r) => r !== null)).toHaveLength(1);
      }));

    it('markVerified records a provider-proved address; a new one replaces it; deleteByUser forgets', () =>
      withBackend(async (b) => {
        const user = await b.users.create({ email: 'g@example.com', role: 'user' });
        await b.emailVerifications.markVerified({ userId: user.id, email: 'G@example.com' });
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'g@example.com' })).toBe(true);
        await b.emailVerifications.markVerified({ userId: user.id, email: 'h@example.com' });
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'g@example.com' })).toBe(false);
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'h@example.com' })).toBe(true);
        await b.emailVerifications.createToken({ userId: user.id, email: 'h@example.com', tokenHash: hash('d'), expiresAt: inAnHour() });
        await b.emailVerifications.deleteByUser({ userId: user.id });
        expect(await b.emailVerifications.isVerified({ userId: user.id, email: 'h@example.com' })).toBe(false);
        expect(await b.emailVerifications.consume({ tokenHash: hash('d'), userId: user.id })).toBeNull();
      }));
  });

  // Kept mail without its secrets (docs/security.md): lib/mail replaces a sent message's body.
  describe(`${name} backend: outbox bodies`, () => {
    it('setBody replaces only the body; not_found for an unknown message', () =>
      withBackend(async (b) => {
        const m = await b.outbox.add({
          message: { kind: 'application', to: ['fam@example.com'], subject: 'S', body: 'link https://x.test/status/secret', fromName: 'F', replyEmail: '', phone: '' },
        });
        const changed = await b.outbox.setBody({ id: m.id, body: 'link https://x.test/status/[link removed]' });
        expect(changed).toEqual({ ...m, body: 'link https://x.test/status/[link removed]' });
        expect(await b.outbox.get({ id: m.id })).toEqual(changed);
        await expect(b.outbox.setBody({ id: 'nope', body: '' })).rejects.toMatchObject({ code: 'not_found' });
      }));
  });
}
