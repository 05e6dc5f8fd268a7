import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODES, NOTIFICATION_MESSAGES } from '@/lib/domain/notifications';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir('breeder-notification-settings-');
const { saveNotificationSettingsAction } = await import('./actions');
const backend = await tempBackend(tmp, import('@/lib/backend'));
const IDLE = { status: 'idle' } as const;
beforeAll(async () => {
  await signInAs(await backend.users.create({ email: 'notify-owner@example.test', role: 'admin' }));
});

const modes = (over: Record<string, string> = {}) => Object.fromEntries(Object.entries({ ...DEFAULT_MODES, ...over }).map(([k, v]) => [`mode-${k}`, v]));

describe('notification settings', () => {
  it('saves each kind’s choice and the time zone', async () => {
    const res = await saveNotificationSettingsAction(IDLE, form({ ...modes({ application: 'digest' }), timeZone: 'America/Denver' }));
    expect(res).toEqual({ status: 'ok', message: NOTIFICATION_MESSAGES.saved });
    expect(await backend.ownerNotices.getPreferences()).toMatchObject({ modes: { ...DEFAULT_MODES, application: 'digest' }, timeZone: 'America/Denver' });
  });

  it('refuses a zone Intl does not know and an unknown choice, storing nothing', async () => {
    const before = await backend.ownerNotices.getPreferences();
    const zone = await saveNotificationSettingsAction(IDLE, form({ ...modes(), timeZone: 'Eastern Time' }));
    expect(zone).toMatchObject({ status: 'invalid', fieldErrors: { timeZone: NOTIFICATION_MESSAGES.badZone } });
    const mode = await saveNotificationSettingsAction(IDLE, form({ ...modes({ payment: 'weekly' }), timeZone: 'UTC' }));
    expect(mode).toMatchObject({ status: 'invalid', fieldErrors: { 'mode-payment': NOTIFICATION_MESSAGES.badMode } });
    expect(await backend.ownerNotices.getPreferences()).toEqual(before);
  });
});
