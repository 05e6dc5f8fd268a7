import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { applicationFormValues } from '@/test/factories';
import { applicationFormSchema } from '@/lib/domain/application';
import { fromIp } from '@/test/client-ip';

/**
 * Mail that cannot be aimed at a stranger (docs/security.md): whoever asks, from however many
 * connections, an inbox gets a bounded number of the mails a visitor can trigger.
 */
const tmp = useTempDataDir('breeder-target-');
const { POST: subscribePost } = await import('@/app/api/subscribe/route');
const { POST: unsubscribePost } = await import('@/app/api/unsubscribe/[token]/route');
const { UNSUBSCRIBE_COOLING_OFF_MS } = await import('@/lib/server/subscribers');
const { submitApplication } = await import('@/lib/server/applications');
const { registerWithPassword, requestPasswordReset } = await import('@/lib/server/accounts');
const { getBackend } = await import('@/lib/backend');
const { unsubscribeToken } = await import('./tokens');
const backend = await getBackend();
afterAll(tmp.cleanup);

let ipN = 0;
/** Each request from another client address: the per-client limits never apply. */
const subscribe = (email: string) =>
  subscribePost(
    new Request('http://localhost/api/subscribe', { method: 'POST', body: new URLSearchParams({ email, website: '' }), headers: fromIp(`198.51.100.${++ipN}`) }),
  );
const mailsTo = async (kind: 'subscription' | 'application' | 'password-reset', email: string) => (await backend.outbox.list({ kind })).filter((m) => m.to.includes(email));

describe('the announcement list', () => {
  it('sends one confirmation per address per day, whatever the number of requests and clients; the first link keeps working', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => subscribe('target@example.com')));
    for (const a of answers) expect(a.headers.get('location')).toBe('/subscribe?sent=1');
    expect(await mailsTo('subscription', 'target@example.com')).toHaveLength(1);
    const first = (await backend.subscribers.getByEmail({ email: 'target@example.com' }))!.confirmTokenHash;
    await subscribe('target@example.com');
    expect((await backend.subscribers.getByEmail({ email: 'target@example.com' }))!.confirmTokenHash).toBe(first);
  });

  it('counts one inbox however it is written: +tags, letter case, and dots at Gmail', async () => {
    const variants = ['inbox.owner+1@gmail.com', 'InboxOwner+2@gmail.com', 'inboxowner@googlemail.com', 'i.n.b.o.x.owner@gmail.com'];
    for (const v of variants) await subscribe(v);
    const sent = (await backend.outbox.list({ kind: 'subscription' })).filter((m) => variants.some((v) => m.to.includes(v.toLowerCase())));
    expect(sent).toHaveLength(1);
  });

  it('never mails an address that unsubscribed again during the cooling-off period; after it, once', async () => {
    await backend.subscribers.subscribe({ email: 'left@example.com', confirmTokenHash: 'c-left', unsubscribeTokenHash: 'u-left' });
    await backend.subscribers.confirm({ confirmTokenHash: 'c-left' });
    const token = unsubscribeToken('left@example.com', process.env.NEXTAUTH_SECRET!);
    // The real unsubscribe hash, so the link works.
    const s = (await backend.subscribers.getByEmail({ email: 'left@example.com' }))!;
    await backend.subscribers.importRecord({ record: { ...s, unsubscribeTokenHash: (await import('./tokens')).hashLinkToken(token) } });
    await unsubscribePost(new Request(`http://localhost/api/unsubscribe/${token}`, { method: 'POST' }), { params: Promise.resolve({ token }) });
    expect((await backend.subscribers.getByEmail({ email: 'left@example.com' }))!.status).toBe('unsubscribed');

    expect((await subscribe('left@example.com')).headers.get('location')).toBe('/subscribe?sent=1');
    expect(await mailsTo('subscription', 'left@example.com')).toHaveLength(0);
    expect((await backend.subscribers.getByEmail({ email: 'left@example.com' }))!.status).toBe('unsubscribed');

    vi.useFakeTimers({ now: Date.now() + UNSUBSCRIBE_COOLING_OFF_MS + 60_000, toFake: ['Date'] });
    try {
      await subscribe('left@example.com');
      expect(await mailsTo('subscription', 'left@example.com')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('other mail a visitor can trigger', () => {
  it('/apply: the confirmation echoes nothing the sender typed, and an address gets at most 3 an hour', async () => {
    const form = applicationFormSchema.parse(applicationFormValues({ email: 'victim@example.com', name: 'Buy cheap pills at spam.example' }));
    for (let i = 0; i < 5; i++) await submitApplication(form);
    const mails = await mailsTo('application', 'victim@example.com');
    expect(mails).toHaveLength(3);
    for (const m of mails) expect(m.body).not.toContain('spam.example');
    // The applications themselves are all kept (their status links were shown on screen).
    expect(await backend.applications.listByEmail({ email: 'victim@example.com' })).toHaveLength(5);
  });

  it('forgot-password: at most 3 reset emails an hour to one address', async () => {
    await registerWithPassword({ email: 'resetme@example.com', password: 'a long password 1' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) await requestPasswordReset({ email: 'resetme@example.com' });
    log.mockRestore();
    expect(await mailsTo('password-reset', 'resetme@example.com')).toHaveLength(3);
  });
});
