import { afterAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';

/**
 * Admin › Applications' filter (docs/family-journey.md): the typed e-mail goes into the list's
 * address sealed, never as itself; anyone but an admin is sent to sign in.
 */
const tmp = useTempDataDir('breeder-app-filter-');
const { getBackend } = await import('@/lib/backend');
const { filterApplicationsAction } = await import('./filter-action');
const { familyFilterEmail } = await import('@/lib/server/application-filter');
const backend = await getBackend();
afterAll(tmp.cleanup);

/** Where the action's redirect goes (Next's redirect throws with the address in its digest). */
async function redirectOf(form: Record<string, string>): Promise<string> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(form)) fd.set(k, v);
  try {
    await filterApplicationsAction(fd);
  } catch (e) {
    const digest = String((e as { digest?: unknown }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!;
    throw e;
  }
  throw new Error('no redirect');
}

describe('filterApplicationsAction', () => {
  it('sends anyone but an admin to sign in, and reads nothing', async () => {
    await signInAs(null);
    expect(await redirectOf({ email: 'family@example.com' })).toBe('/login?next=%2Fadmin');
    const user = await backend.users.create({ email: 'member@example.test' });
    await signInAs(user);
    expect(await redirectOf({ email: 'family@example.com' })).toBe('/login?next=%2Fadmin');
  });

  it('answers with the list’s address: status and litter as they are, the e-mail sealed', async () => {
    await signInAs(await backend.users.create({ email: 'owner@example.test', role: 'admin' }));
    const to = new URL(await redirectOf({ status: 'submitted', litter: 'abc', email: ' Family@Example.com ' }), 'http://x.test');
    expect(to.pathname).toBe('/admin/applications');
    expect(to.searchParams.get('status')).toBe('submitted');
    expect(to.searchParams.get('litter')).toBe('abc');
    expect(decodeURIComponent(to.search)).not.toMatch(/family@example\.com/i);
    expect(familyFilterEmail(to.searchParams.get('family') ?? undefined)).toBe('family@example.com');
    // No e-mail, nothing sealed; a bad status is dropped.
    expect(await redirectOf({ status: 'bogus', email: '' })).toBe('/admin/applications');
  });
});
