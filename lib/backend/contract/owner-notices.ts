import { describe, expect, it } from 'vitest';
import { DEFAULT_MODES, DEFAULT_TIME_ZONE } from '@/lib/domain/notifications';
import type { Backend } from '../types';

const notice = (kind: 'application' | 'message' | 'payment' | 'contract' | 'treatment', n: number) => ({
  kind,
  subject: `${kind} ${n}`,
  text: `Something about ${kind} ${n}.`,
  adminPath: `/admin/applications/id${n}`,
});

const tick = () => new Promise((r) => setTimeout(r, 3));

/** What the site tells the owner (docs/notifications.md; called by suite.ts), the same on both adapters. */
export function ownerNoticesContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: owner notices`, () => {
    it('keeps notices waiting for the digest, oldest first, until they are marked mailed', () =>
      withBackend(async (b) => {
        const now = new Date().toISOString();
        const sent = await b.ownerNotices.add({ notice: notice('application', 1), mailedAt: now });
        expect(sent).toMatchObject({ ...notice('application', 1), mailedAt: now });
        await tick();
        const a = await b.ownerNotices.add({ notice: notice('treatment', 2), mailedAt: null });
        await tick();
        const c = await b.ownerNotices.add({ notice: notice('payment', 3), mailedAt: null });
        expect(a.mailedAt).toBeNull();
        expect((await b.ownerNotices.pending({ limit: 10 })).map((x) => x.id)).toEqual([a.id, c.id]);
        expect((await b.ownerNotices.pending({ limit: 1 })).map((x) => x.id)).toEqual([a.id]);
        expect(await b.ownerNotices.pending({ limit: 0 })).toEqual([]);
        expect((await b.ownerNotices.pending({ limit: 10 }))[0]).toEqual(a);
        await b.ownerNotices.markMailed({ ids: [a.id, 'unknownId'], at: now });
        expect((await b.ownerNotices.pending({ limit: 10 })).map((x) => x.id)).toEqual([c.id]);
      }));

    it('counts notices of some kinds recorded after a time', () =>
      withBackend(async (b) => {
        await b.ownerNotices.add({ notice: notice('application', 1), mailedAt: null });
        await b.ownerNotices.add({ notice: notice('message', 2), mailedAt: null });
        await tick();
        const mid = new Date().toISOString();
        await tick();
        await b.ownerNotices.add({ notice: notice('application', 3), mailedAt: null });
        await b.ownerNotices.add({ notice: notice('payment', 4), mailedAt: null });
        expect(await b.ownerNotices.countSince({ kinds: ['application'], since: null })).toBe(2);
        expect(await b.ownerNotices.countSince({ kinds: ['application'], since: mid })).toBe(1);
        expect(await b.ownerNotices.countSince({ kinds: ['application', 'payment', 'message'], since: mid })).toBe(2);
        expect(await b.ownerNotices.countSince({ kinds: [], since: null })).toBe(0);
      }));

    it('prunes only mailed notices older than the cut, at most the limit', () =>
      withBackend(async (b) => {
        await b.ownerNotices.add({ notice: notice('message', 1), mailedAt: new Date().toISOString() });
        await b.ownerNotices.add({ notice: notice('message', 2), mailedAt: new Date().toISOString() });
        await b.ownerNotices.add({ notice: notice('message', 3), mailedAt: null });
        await tick();
        const cut = new Date().toISOString();
        expect(await b.ownerNotices.prune({ before: cut, limit: 1 })).toBe(1);
        expect(await b.ownerNotices.prune({ before: cut, limit: 10 })).toBe(1);
        expect(await b.ownerNotices.prune({ before: cut, limit: 10 })).toBe(0);
        expect(await b.ownerNotices.countSince({ kinds: ['message'], since: null })).toBe(1);
      }));

    it('keeps the owner’s choices, with defaults until saved', () =>
      withBackend(async (b) => {
        expect(await b.ownerNotices.getPreferences()).toEqual({ modes: DEFAULT_MODES, timeZone: DEFAULT_TIME_ZONE, updatedAt: null });
        const modes = { ...DEFAULT_MODES, application: 'digest' as const, treatment: 'now' as const };
        const saved = await b.ownerNotices.setPreferences({ input: { modes, timeZone: 'America/Los_Angeles' } });
        expect(saved).toMatchObject({ modes, timeZone: 'America/Los_Angeles' });
        expect(saved.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(await b.ownerNotices.getPreferences()).toEqual(saved);
      }));

    it('imports the owner’s choices as exported, their time included; refuses an unknown zone and keeps what was there', () =>
      withBackend(async (b) => {
        const record = { modes: { ...DEFAULT_MODES, payment: 'digest' as const }, timeZone: 'Europe/London', updatedAt: '2026-02-03T04:05:06.789Z' };
        expect(await b.ownerNotices.importPreferences({ record })).toEqual(record);
        expect(await b.ownerNotices.getPreferences()).toEqual(record);
        await expect(b.ownerNotices.importPreferences({ record: { ...record, timeZone: 'Mars/Olympus' } })).rejects.toMatchObject({ code: 'invalid_input' });
        expect(await b.ownerNotices.getPreferences()).toEqual(record);
      }));

    it('claims one digest per day: a second claim of the same day fails, two at once: one wins', () =>
      withBackend(async (b) => {
        expect(await b.ownerNotices.claimDigest({ period: '2026-11-25' })).toBe(true);
        expect(await b.ownerNotices.claimDigest({ period: '2026-11-25' })).toBe(false);
        const both = await Promise.all([b.ownerNotices.claimDigest({ period: '2026-11-26' }), b.ownerNotices.claimDigest({ period: '2026-11-26' })]);
        expect(both.filter(Boolean)).toHaveLength(1);
      }));

    it('remembers per account when each area was last seen, never going back', () =>
      withBackend(async (b) => {
        expect(await b.ownerNotices.lastSeen({ userId: 'owner1' })).toEqual({});
        await b.ownerNotices.markSeen({ userId: 'owner1', area: 'applications', at: '2026-11-25T10:00:00.000Z' });
        await b.ownerNotices.markSeen({ userId: 'owner1', area: 'messages', at: '2026-11-25T11:00:00.000Z' });
        await b.ownerNotices.markSeen({ userId: 'owner1', area: 'applications', at: '2026-11-25T09:00:00.000Z' });
        expect(await b.ownerNotices.lastSeen({ userId: 'owner1' })).toEqual({ applications: '2026-11-25T10:00:00.000Z', messages: '2026-11-25T11:00:00.000Z' });
        expect(await b.ownerNotices.lastSeen({ userId: 'owner2' })).toEqual({});
      }));

    it('forgets every notice about one admin page (Delete family), mailed or waiting', () =>
      withBackend(async (b) => {
        await b.ownerNotices.add({ notice: notice('application', 1), mailedAt: new Date().toISOString() });
        await b.ownerNotices.add({ notice: notice('payment', 1), mailedAt: null });
        await b.ownerNotices.add({ notice: notice('application', 2), mailedAt: null });
        expect(await b.ownerNotices.deleteByAdminPath({ adminPath: '/admin/applications/id1' })).toBe(2);
        expect((await b.ownerNotices.pending({ limit: 10 })).map((x) => x.adminPath)).toEqual(['/admin/applications/id2']);
        expect(await b.ownerNotices.deleteByAdminPath({ adminPath: '/admin/applications/id1' })).toBe(0);
      }));
  });
}
