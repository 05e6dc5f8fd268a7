import { expect, test, type APIRequestContext } from './test';
import { storedNotificationEmails, uniqueEmail, uniqueId } from './auth-support';

/**
 * The client's address on the production server (`next start`): the server stamps every request
 * from its socket and TRUSTED_PROXY_HOPS (1 here: playwright.config.ts), so the route handler and
 * next-auth's authorize see the address the trusted proxy appended, never what the client wrote
 * before it or in the server's own header. Rotating those is limited like one address.
 */

const n = () => Math.floor(Math.random() * 250) + 1;

function contactBody(message: string) {
  return {
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: {
      from_name: 'Rotating Rita',
      reply_email: 'rita@example.com',
      phone_number: '',
      message,
      email: storedNotificationEmails().join(','),
      phone_row_style: 'display:none',
      email_row_style: '',
    },
  };
}

test('contact endpoint: rotating X-Forwarded-For and a forged client header are limited like one address', async ({ request }) => {
  // The address the trusted proxy saw; everything the client put before it changes every time.
  const proxied = `10.${n()}.${n()}.${n()}`;
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i++) {
    const res = await request.post('/api/v1.0/email/send', {
      headers: { 'x-forwarded-for': `203.0.113.${i}, ${proxied}`, 'x-breeder-client-ip': `198.51.100.${i}`, 'x-real-ip': `192.0.2.${i}` },
      data: contactBody(`rotating ${uniqueId()}`),
    });
    statuses.push(res.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  // Another address behind the same proxy is another visitor.
  const other = await request.post('/api/v1.0/email/send', { headers: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` }, data: contactBody('other visitor') });
  expect(other.status()).toBe(200);
});

async function passwordAttempt(request: APIRequestContext, email: string, xff: string): Promise<string> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const res = await request.post('/api/auth/callback/password', {
    headers: { 'x-forwarded-for': xff, 'x-breeder-client-ip': `198.51.100.${n()}` },
    form: { email, password: `guess-${uniqueId()}`, csrfToken, json: 'true' },
    maxRedirects: 0,
  });
  const location = res.headers()['location'] ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? '';
  return new URL(location, 'http://x').searchParams.get('error') ?? '';
}

test('sign-in: rotating X-Forwarded-For does not buy more guesses', async ({ request }) => {
  const email = uniqueEmail('rotating');
  const proxied = `10.${n()}.${n()}.${n()}`;
  const errors: string[] = [];
  for (let i = 1; i <= 11; i++) errors.push(await passwordAttempt(request, email, `203.0.113.${i}, ${proxied}`));
  expect(errors.slice(0, 10)).toEqual(Array(10).fill('CredentialsSignin'));
  expect(errors[10]).toBe('RATE_LIMITED');
});
