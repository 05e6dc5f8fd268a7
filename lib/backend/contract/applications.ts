import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Application } from '@/lib/domain/application';
import { isAppError } from '@/lib/domain/errors';
import { applicationInput } from '@/test/factories';
import type { Backend } from '../types';

const hashOf = (s: string) => createHash('sha256').update(s).digest('hex');

/** The applications store's contract (docs/family-journey.md; called by suite.ts), the same on both adapters. */
export function applicationsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: applications`, () => {
    it('creates an application with its groups and reads it back, by id and by token hash', () =>
      withBackend(async (b) => {
        const input = applicationInput({ email: 'Jamie@Example.com', litterId: 'litterA', sex: 'female', color: 'dark' });
        const tokenHash = hashOf('token-1');
        const made = await b.applications.create({ input, statusTokenHash: tokenHash });
        expect(made.id).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(made).toMatchObject({
          contact: { name: 'Jamie Rivera', email: 'jamie@example.com', phone: '585-555-0142', city: 'Rochester', state: 'NY' },
          answers: { household: 'Two adults and a 9-year-old.', homeType: 'house', ownOrRent: 'own', yard: 'fenced', timing: 'flexible', heardFrom: 'friend' },
          preferences: { sex: 'female', color: 'dark', litterId: 'litterA' },
          agreements: { deposit: true, healthGuarantee: true, termsDate: '2025-09-15' },
          status: 'submitted',
          notes: '',
          userId: null,
          statusTokenHash: tokenHash,
        });
        expect(Date.parse(made.createdAt)).not.toBeNaN();
        expect(made.updatedAt).toBe(made.createdAt);
        expect(await b.applications.get({ id: made.id })).toEqual(made);
        expect(await b.applications.getByTokenHash({ tokenHash })).toEqual(made);
        expect(await b.applications.getByTokenHash({ tokenHash: hashOf('other') })).toBeNull();
        expect(await b.applications.getByTokenHash({ tokenHash: 'not-a-hash' })).toBeNull();
        expect(await b.applications.get({ id: 'no-such-application' })).toBeNull();
        expect(await b.applications.get({ id: '../x' })).toBeNull();
        await expect(b.applications.create({ input, statusTokenHash: 'plain-token' })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('pages newest first with status and litter filters, and counts by count queries', () =>
      withBackend(async (b) => {
        const made: Application[] = [];
        const plan = [
          { litterId: 'litterA', status: 'submitted' },
          { litterId: 'litterB', status: 'approved' },
          { litterId: 'any', status: 'submitted' },
          { litterId: 'litterA', status: 'waitlisted' },
          { litterId: 'litterA', status: 'approved' },
        ] as const;
        for (const [i, p] of plan.entries()) {
          const a = await b.applications.create({ input: applicationInput({ name: `Family ${i}`, email: `f${i}@example.com`, litterId: p.litterId }) });
          made.push(p.status === 'submitted' ? a : await b.applications.setStatus({ id: a.id, status: p.status }));
          await new Promise((r) => setTimeout(r, 3));
        }
        const names = (list: Application[]) => list.map((a) => a.contact.name);
        expect(names(await b.applications.page({ limit: 10, offset: 0 }))).toEqual(['Family 4', 'Family 3', 'Family 2', 'Family 1', 'Family 0']);
        expect(names(await b.applications.page({ limit: 2, offset: 1 }))).toEqual(['Family 3', 'Family 2']);
        expect(names(await b.applications.page({ limit: 10, offset: 0, status: 'approved' }))).toEqual(['Family 4', 'Family 1']);
        expect(names(await b.applications.page({ limit: 10, offset: 0, litterId: 'litterA' }))).toEqual(['Family 4', 'Family 3', 'Family 0']);
        expect(names(await b.applications.page({ limit: 10, offset: 0, litterId: 'litterA', status: 'approved' }))).toEqual(['Family 4']);
        expect(await b.applications.page({ limit: 0, offset: 0 })).toEqual([]);
        expect(await b.applications.count()).toBe(5);
        expect(await b.applications.count({ status: 'submitted' })).toBe(2);
        expect(await b.applications.count({ litterId: 'litterA' })).toBe(3);
        expect(await b.applications.count({ litterId: 'litterA', status: 'waitlisted' })).toBe(1);
        expect(await b.applications.counts()).toEqual({ total: 5, submitted: 2, approved: 2, waitlisted: 1, declined: 0, placed: 0 });
        // "any" litter is stored as null.
        expect(made[2]!.preferences.litterId).toBeNull();
      }));

    it('updates status, notes, the account link and the token hash, each raising updatedAt', () =>
      withBackend(async (b) => {
        const a = await b.applications.create({ input: applicationInput(), statusTokenHash: hashOf('first') });
        const approved = await b.applications.setStatus({ id: a.id, status: 'approved' });
        expect(approved.status).toBe('approved');
        expect(approved.updatedAt > a.updatedAt).toBe(true);
        const noted = await b.applications.setNotes({ id: a.id, notes: 'Lovely family.\nCall after 5.' });
        expect(noted).toMatchObject({ status: 'approved', notes: 'Lovely family.\nCall after 5.' });
        expect(noted.updatedAt > approved.updatedAt).toBe(true);
        const linked = await b.applications.setUserId({ id: a.id, userId: 'user-1' });
        expect(linked.userId).toBe('user-1');
        expect((await b.applications.listByUser({ userId: 'user-1' })).map((x) => x.id)).toEqual([a.id]);
        expect(await b.applications.listByUser({ userId: 'user-2' })).toEqual([]);
        // Replace the token: the old one no longer finds it; revoke: neither does.
        const replaced = await b.applications.setStatusTokenHash({ id: a.id, tokenHash: hashOf('second') });
        expect(replaced.statusTokenHash).toBe(hashOf('second'));
        expect(await b.applications.getByTokenHash({ tokenHash: hashOf('first') })).toBeNull();
        expect((await b.applications.getByTokenHash({ tokenHash: hashOf('second') }))?.id).toBe(a.id);
        const revoked = await b.applications.setStatusTokenHash({ id: a.id, tokenHash: null });
        expect(revoked.statusTokenHash).toBeNull();
        expect(await b.applications.getByTokenHash({ tokenHash: hashOf('second') })).toBeNull();
        expect(await b.applications.get({ id: a.id })).toEqual(revoked);
        await expect(b.applications.setStatus({ id: 'missing', status: 'approved' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.applications.setNotes({ id: '../x', notes: '' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.applications.setStatusTokenHash({ id: a.id, tokenHash: 'short' })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('finds a person’s applications by e-mail, case-insensitively, and deletes one', () =>
      withBackend(async (b) => {
        const first = await b.applications.create({ input: applicationInput({ email: 'pat@example.com' }) });
        await new Promise((r) => setTimeout(r, 3));
        const second = await b.applications.create({ input: applicationInput({ email: 'PAT@example.com' }) });
        await b.applications.create({ input: applicationInput({ email: 'someone@example.com' }) });
        expect((await b.applications.listByEmail({ email: ' Pat@Example.COM ' })).map((a) => a.id)).toEqual([second.id, first.id]);
        expect(await b.applications.delete({ id: first.id })).toEqual(first);
        expect(await b.applications.get({ id: first.id })).toBeNull();
        expect(await b.applications.count()).toBe(2);
        await expect(b.applications.delete({ id: first.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('the outbox keeps an applicant’s confirmation as its own kind, apart from contact messages', () =>
      withBackend(async (b) => {
        const contact = await b.outbox.add({ message: { kind: 'contact', to: ['owner@example.com'], subject: 'Hi', body: 'Hello', fromName: 'Pat', replyEmail: 'pat@example.com', phone: '' } });
        const mail = await b.outbox.add({
          message: { kind: 'application', to: ['jamie@example.com'], subject: 'We received your application', body: 'Status: /status/x', fromName: 'Albion', replyEmail: '', phone: '' },
        });
        expect(mail.kind).toBe('application');
        expect(await b.outbox.get({ id: mail.id })).toEqual(mail);
        expect((await b.outbox.list({ kind: 'application' })).map((m) => m.id)).toEqual([mail.id]);
        expect((await b.outbox.list({ kind: 'contact' })).map((m) => m.id)).toEqual([contact.id]);
        expect(await b.outbox.count({ kind: 'contact' })).toBe(1);
      }));

    it('lists every application oldest first and imports records as given', () =>
      withBackend(async (b) => {
        const made = await b.applications.create({ input: applicationInput({ name: 'Made' }) });
        const record: Application = {
          ...applicationInput({ name: 'Imported', litterId: 'litterZ' }),
          id: 'importedApp1',
          status: 'waitlisted',
          notes: 'From the old site.',
          userId: 'importedUser1',
          statusTokenHash: hashOf('imported'),
          createdAt: '2024-02-03T04:05:06.789Z',
          updatedAt: '2024-03-03T04:05:06.789Z',
        };
        expect(await b.applications.importRecord({ record })).toEqual(record);
        expect((await b.applications.listAll()).map((a) => a.id)).toEqual(['importedApp1', made.id]);
        expect((await b.applications.getByTokenHash({ tokenHash: hashOf('imported') }))?.id).toBe('importedApp1');
        expect(await b.applications.count({ litterId: 'litterZ', status: 'waitlisted' })).toBe(1);
        const replaced = await b.applications.importRecord({ record: { ...record, notes: 'Replaced.' } });
        expect(replaced.notes).toBe('Replaced.');
        expect(await b.applications.count()).toBe(2);
        await expect(b.applications.importRecord({ record: { ...record, id: '../x' } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));
  });
}
