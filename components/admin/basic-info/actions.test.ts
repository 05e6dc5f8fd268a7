import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formData as form } from '@/test/factories';
import { matrixIdentities, useTempDataDir, type Who } from '@/test/auth';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir();
const { saveBasicInfoAction, restoreHeroImageAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const { FORBIDDEN_MESSAGE } = await import('@/lib/server/admin-action');
const { IDLE } = await import('@/lib/domain/form-state');
const { DEFAULT_HERO_IMAGE } = await import('@/lib/domain/site');

let admin: Who;
let others: Who[];

beforeAll(async () => {
  ({ admin, others } = await matrixIdentities(await getBackend()));
});
beforeEach(() => {
  revalidated.length = 0;
});
afterAll(tmp.cleanup);

const VALID = {
  address: '  12 Farm Lane, Albion, NY 14411 ',
  phone: '5855550123',
  email: 'hello@example.com',
  facebook: 'https://www.facebook.com/albiongoldens',
  notificationEmails: [' owner@example.com ', '', 'helper@example.org'],
};

async function settingsSnapshot() {
  const b = await getBackend();
  return JSON.stringify({ info: await b.settings.getBasicInfo(), hero: await b.settings.getHeroImage() });
}

describe('saveBasicInfoAction', () => {
  it('refuses everyone but an admin and stores nothing for them', async () => {
    for (const who of others) {
      const before = await settingsSnapshot();
      await who.signIn();
      const res = await saveBasicInfoAction(IDLE, form({ ...VALID, address: `hacked by ${who.label}` }));
      expect(res, who.label).toEqual({ status: 'error', message: FORBIDDEN_MESSAGE });
      expect(await settingsSnapshot(), who.label).toBe(before);
      expect(revalidated, who.label).toEqual([]);
    }
  });

  it('saves for an admin: trimmed, blank rows dropped, both facebook copies, settings revalidated', async () => {
    await admin.signIn();
    const res = await saveBasicInfoAction(IDLE, form(VALID));
    expect(res).toEqual({ status: 'ok', message: 'Contact info saved successfully!' });
    expect(revalidated).toEqual(['tag:settings']);
    const info = await (await getBackend()).settings.getBasicInfo();
    expect(info).toMatchObject({
      address: '12 Farm Lane, Albion, NY 14411',
      phone: '5855550123',
      email: 'hello@example.com',
      facebook: 'https://www.facebook.com/albiongoldens',
      notificationEmails: ['owner@example.com', 'helper@example.org'],
    });
    // The raw document carries both copies (docs/product.md §3, §7).
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${tmp.dir}/site.db`, { readonly: true, fileMustExist: false });
    try {
      const row = db.prepare("SELECT value FROM settings WHERE key = 'basicInfo'").get() as { value: string } | undefined;
      const raw = JSON.parse(row!.value) as { facebook: string; social: { facebook: string } };
      expect(raw.facebook).toBe('https://www.facebook.com/albiongoldens');
      expect(raw.social.facebook).toBe('https://www.facebook.com/albiongoldens');
    } finally {
      db.close();
    }
  });

  it('accepts an empty list of notification emails and any phone text', async () => {
    await admin.signIn();
    const res = await saveBasicInfoAction(IDLE, form({ ...VALID, phone: 'call after 5pm', notificationEmails: ['', '  '] }));
    expect(res.status).toBe('ok');
    expect(await (await getBackend()).settings.getBasicInfo()).toMatchObject({ phone: 'call after 5pm', notificationEmails: [] });
  });

  it.each([['not-an-email'], ['a@b'], ['<script>alert(1)</script>@x.com'], ['two@x.com, three@y.com']])(
    'refuses the notification email %j and stores nothing',
    async (bad) => {
      await admin.signIn();
      const before = await settingsSnapshot();
      const res = await saveBasicInfoAction(IDLE, form({ ...VALID, notificationEmails: ['fine@example.com', bad] }));
      expect(res).toMatchObject({
        status: 'invalid',
        message: 'Please fix invalid email(s).',
        fieldErrors: { notificationEmails: 'Invalid email' },
      });
      expect(await settingsSnapshot()).toBe(before);
      expect(revalidated).toEqual([]);
    },
  );

  it('refuses a 10 kB address, a script as contact email and a non-link Facebook value', async () => {
    await admin.signIn();
    const before = await settingsSnapshot();
    const long = await saveBasicInfoAction(IDLE, form({ ...VALID, address: 'x'.repeat(10_000) }));
    expect(long).toMatchObject({ status: 'invalid', message: 'Failed to save contact info.', fieldErrors: { address: 'Keep this under 300 characters.' } });
    const twoLines = await saveBasicInfoAction(IDLE, form({ ...VALID, address: '1 Farm Rd\r\nBcc: x@y.co' }));
    expect(twoLines).toMatchObject({ status: 'invalid', fieldErrors: { address: 'Use one line, without line breaks.' } });
    const phoneLines = await saveBasicInfoAction(IDLE, form({ ...VALID, phone: '585\n555' }));
    expect(phoneLines).toMatchObject({ status: 'invalid', fieldErrors: { phone: 'Use one line, without line breaks.' } });
    const script = await saveBasicInfoAction(IDLE, form({ ...VALID, email: '<script>alert(1)</script>@x.com' }));
    expect(script).toMatchObject({ status: 'invalid', fieldErrors: { email: 'Invalid email' } });
    const fb = await saveBasicInfoAction(IDLE, form({ ...VALID, facebook: 'javascript:alert(1)' }));
    expect(fb).toMatchObject({ status: 'invalid', fieldErrors: { facebook: expect.any(String) } });
    const file = form(VALID);
    file.set('address', new File(['x'], 'x.txt'));
    expect((await saveBasicInfoAction(IDLE, file)).status).toBe('invalid');
    expect(await settingsSnapshot()).toBe(before);
    expect(revalidated).toEqual([]);
  });
});

describe('restoreHeroImageAction', () => {
  const custom = '/media/hero-image.jpg?v=1';

  it('refuses everyone but an admin and leaves the hero image alone', async () => {
    await (await getBackend()).settings.setHeroImage({ url: custom });
    for (const who of others) {
      await who.signIn();
      expect(await restoreHeroImageAction(), who.label).toEqual({ status: 'error', message: FORBIDDEN_MESSAGE });
      expect((await (await getBackend()).settings.getHeroImage()).url, who.label).toBe(custom);
      expect(revalidated, who.label).toEqual([]);
    }
  });

  it('restores the default image for an admin and revalidates settings', async () => {
    await admin.signIn();
    expect(await restoreHeroImageAction()).toEqual({ status: 'ok', message: 'Default image restored!' });
    expect((await (await getBackend()).settings.getHeroImage()).url).toBe(DEFAULT_HERO_IMAGE);
    expect(revalidated).toEqual(['tag:settings']);
  });
});
