import { describe, expect, it } from 'vitest';
import { tempBackend, useTempDataDir } from '@/test/auth';

/** Double opt-in by POST: opening the link (a mail scanner's GET) confirms nothing; the page's button does, once. */
const tmp = useTempDataDir('breeder-confirm-');
// The page's JSX compiles to React.createElement here (vitest's classic transform).
(globalThis as { React?: unknown }).React = await import('react');
const { POST } = await import('./route');
const { default: ConfirmPage } = await import('@/app/(site)/subscribe/confirm/[token]/page');
const { hashLinkToken, newLinkToken } = await import('@/lib/mail/tokens');
const { renderToStaticMarkup } = await import('react-dom/server');
const b = await tempBackend(tmp, import('@/lib/backend'));

describe('/subscribe/confirm/<token>', () => {
  it('GET shows a button and changes nothing; POST confirms once', async () => {
    const token = newLinkToken();
    await b.subscribers.subscribe({ email: 'scan@example.com', confirmTokenHash: hashLinkToken(token), unsubscribeTokenHash: 'u-scan' });
    const html = renderToStaticMarkup(await ConfirmPage({ params: Promise.resolve({ token }), searchParams: Promise.resolve({}) }));
    expect(html).toContain('Confirm my subscription');
    expect(html).toContain(`action="/api/subscribe/confirm/${token}"`);
    expect((await b.subscribers.getByEmail({ email: 'scan@example.com' }))!.status).toBe('pending');

    const post = () => POST(new Request(`http://localhost/api/subscribe/confirm/${token}`, { method: 'POST' }), { params: Promise.resolve({ token }) });
    const first = await post();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/subscribe/confirm/${token}?result=ok`);
    expect((await b.subscribers.getByEmail({ email: 'scan@example.com' }))!.status).toBe('confirmed');
    expect((await post()).headers.get('location')).toBe(`/subscribe/confirm/${token}?result=bad`);
  });
});
