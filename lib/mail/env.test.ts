import { afterEach, describe, expect, it, vi } from 'vitest';

const KEYS = ['BACKEND', 'MAIL_TRANSPORT', 'SMTP_URL', 'MAIL_FROM', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY', 'EMAILJS_API_URL'];

/** serverEnv() caches per process: each case loads a fresh copy of the module. */
async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const key of KEYS) vi.stubEnv(key, env[key] ?? '');
  const { serverEnv } = await import('@/lib/config/env');
  return serverEnv;
}
afterEach(() => vi.unstubAllEnvs());

describe('mail settings (lib/config/env.ts)', () => {
  it('defaults to no transport: the outbox is the record', async () => {
    const env = (await load({}))();
    expect(env.MAIL_TRANSPORT).toBe('none');
    expect(env.EMAILJS_API_URL).toBe('https://api.emailjs.com/api/v1.0/email/send');
  });

  it('smtp needs SMTP_URL (an smtp:// or smtps:// URL) and MAIL_FROM, naming what is missing', async () => {
    await expect(load({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'a@b.co' }).then((f) => f())).rejects.toThrow('SMTP_URL is required when MAIL_TRANSPORT=smtp');
    await expect(load({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }).then((f) => f())).rejects.toThrow('MAIL_FROM is required when MAIL_TRANSPORT=smtp');
    await expect(load({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://x', MAIL_FROM: 'a@b.co' }).then((f) => f())).rejects.toThrow('SMTP_URL must be an smtp://');
    expect((await load({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Site <a@b.co>' }))().MAIL_TRANSPORT).toBe('smtp');
  });

  it('emailjs needs its four server keys; an unknown transport is refused', async () => {
    await expect(load({ MAIL_TRANSPORT: 'emailjs', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'p' }).then((f) => f())).rejects.toThrow('EMAILJS_PRIVATE_KEY is required when MAIL_TRANSPORT=emailjs');
    expect((await load({ MAIL_TRANSPORT: 'emailjs', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't', EMAILJS_PUBLIC_KEY: 'p', EMAILJS_PRIVATE_KEY: 'k' }))().MAIL_TRANSPORT).toBe('emailjs');
    await expect(load({ MAIL_TRANSPORT: 'carrier-pigeon' }).then((f) => f())).rejects.toThrow('MAIL_TRANSPORT');
  });
});
