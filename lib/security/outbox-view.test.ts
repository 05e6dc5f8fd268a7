import { afterAll, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';

/** Admin › Outbox shows what was sent without its working links (docs/security.md). */
const tmp = useTempDataDir('breeder-outbox-view-');
// The page's JSX compiles to React.createElement here (vitest's classic transform).
(globalThis as { React?: unknown }).React = await import('react');
const { getBackend } = await import('@/lib/backend');
const { default: OutboxPage } = await import('@/app/admin/outbox/page');
const { renderToStaticMarkup } = await import('react-dom/server');
const b = await getBackend();
afterAll(tmp.cleanup);

describe('Admin › Outbox', () => {
  it('shows an application confirmation without its status-link token', async () => {
    const token = 'Zq3vW8xY1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV2w';
    await b.outbox.add({ message: { kind: 'application', to: ['fam@example.com'], subject: 'We received your puppy application', body: `Your link: https://site.test/status/${token}`, fromName: 'Site', replyEmail: '', phone: '' } });
    await signInAs(await b.users.create({ email: 'owner-outbox@example.com', role: 'admin' }));
    const html = renderToStaticMarkup(await OutboxPage({ searchParams: Promise.resolve({ kind: 'application' }) }));
    expect(html).toContain('https://site.test/status/[link removed]');
    expect(html).not.toContain(token);
  });
});
