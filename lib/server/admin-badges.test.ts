import { afterAll, describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir('breeder-admin-badges-');
const { getBackend } = await import('@/lib/backend');
const { adminBadges, markAdminPathSeen } = await import('./admin-badges');
const backend = await getBackend();
afterAll(tmp.cleanup);

const add = (kind: 'application' | 'message' | 'payment' | 'treatment') => backend.ownerNotices.add({ notice: { kind, subject: kind, text: '', adminPath: '/admin' }, mailedAt: null });

describe('admin menu badges', () => {
  it('count per tab what came since this account opened it, and nothing of another account’s looking', async () => {
    await add('application');
    await add('payment');
    await add('message');
    expect(await adminBadges(backend, 'ownerA')).toEqual({ '/admin/applications': 2, '/admin/messages': 1, '/admin/litters': 0 });

    await markAdminPathSeen(backend, 'ownerA', '/admin/applications/abc');
    await new Promise((r) => setTimeout(r, 3));
    await add('application');
    await add('treatment');
    expect(await adminBadges(backend, 'ownerA')).toEqual({ '/admin/applications': 1, '/admin/messages': 1, '/admin/litters': 1 });
    // Another admin account still sees everything as new.
    expect(await adminBadges(backend, 'ownerB')).toEqual({ '/admin/applications': 3, '/admin/messages': 1, '/admin/litters': 1 });
    // A page outside the counted tabs marks nothing.
    await markAdminPathSeen(backend, 'ownerA', '/admin/outbox');
    expect((await adminBadges(backend, 'ownerA'))['/admin/messages']).toBe(1);
    await markAdminPathSeen(backend, 'ownerA', '/admin/messages');
    expect((await adminBadges(backend, 'ownerA'))['/admin/messages']).toBe(0);
  });
});
