import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { User } from 'next-auth';
import { useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';
import { populate } from '@/test/transfer';

// The site's backend (getBackend) is the imported DATA_DIR.
const site = useTempDataDir('breeder-imported-');
const source = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-source-'));
afterAll(() => {
  site.cleanup();
  fs.rmSync(source, { recursive: true, force: true });
});

type Authorize = (credentials: Record<string, string> | undefined, req: { headers?: Record<string, string>; body?: object; query?: object; method?: string }) => Promise<User | null>;

it('an account imported into the embedded backend signs in through the password provider with its original password', { timeout: 60_000 }, async () => {
  const { createLocalBackend } = await import('@/lib/backend/local');
  const { exportSite } = await import('./export');
  const { importSite } = await import('./import');
  const a = await createLocalBackend({ dataDir: source, seed: false });
  const { accounts, users } = await populate(a);
  const file = path.join(source, 'site.tar.gz');
  await exportSite(a, file);
  a.close();
  const target = await createLocalBackend({ dataDir: site.dir, seed: false });
  await importSite(target, file);
  target.close();

  const { passwordProvider } = await import('@/lib/server/password-provider');
  const authorize = (passwordProvider().options as { authorize: Authorize }).authorize;
  const req = { headers: fromIp('192.0.2.7'), body: {}, query: {}, method: 'POST' };
  expect(await authorize({ email: accounts.admin.email, password: accounts.admin.password }, req)).toMatchObject({ id: users.admin.id, email: accounts.admin.email, role: 'admin' });
  expect(await authorize({ email: accounts.member.email, password: accounts.member.password }, req)).toMatchObject({ id: users.member.id, role: 'user' });
  expect(await authorize({ email: accounts.admin.email, password: 'not-the-password' }, req)).toBeNull();
  // The site opened on the imported folder added neither the demo nor another admin.
  const { getBackend } = await import('@/lib/backend');
  const b = await getBackend();
  expect((await b.puppies.listAll()).length).toBe(18);
  expect(await b.users.getByEmail({ email: 'admin@breeder.local' })).toBeNull();
});
