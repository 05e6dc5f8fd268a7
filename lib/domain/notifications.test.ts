import { describe, expect, it } from 'vitest';
import { digestMail, isAdminPath, isTimeZone, noticeBody, ownerPreferencesInputSchema, toOwnerPreferences, DEFAULT_MODES, type OwnerNotice } from './notifications';

const n = (id: string, kind: OwnerNotice['kind'], createdAt: string, subject = `${kind} ${id}`): OwnerNotice => ({
  id,
  kind,
  subject,
  text: '',
  adminPath: `/admin/x/${id}`,
  createdAt,
  mailedAt: null,
});

describe('the daily digest', () => {
  it('groups notices by kind (applications first), oldest first within a kind, each with its admin link', () => {
    const mail = digestMail(
      [
        n('t1', 'treatment', '2026-11-25T09:00:00.000Z', 'Deworming due for Maple'),
        n('a2', 'application', '2026-11-25T15:00:00.000Z', 'New application from B'),
        n('p1', 'payment', '2026-11-25T10:00:00.000Z', 'Deposit of $500.00 recorded for A'),
        n('a1', 'application', '2026-11-25T08:00:00.000Z', 'New application from A'),
      ],
      'https://site.example',
      (iso) => iso.slice(11, 16),
    )!;
    expect(mail.subject).toBe('Your daily summary: 4 updates');
    expect(mail.body).toBe(
      [
        '2 new applications, 1 recorded payments, 1 treatments due.',
        '',
        'New applications (2)',
        '- 08:00: New application from A',
        '  https://site.example/admin/x/a1',
        '- 15:00: New application from B',
        '  https://site.example/admin/x/a2',
        '',
        'Recorded payments (1)',
        '- 10:00: Deposit of $500.00 recorded for A',
        '  https://site.example/admin/x/p1',
        '',
        'Treatments due (1)',
        '- 09:00: Deworming due for Maple',
        '  https://site.example/admin/x/t1',
        '',
      ].join('\n'),
    );
  });

  it('sends nothing when nothing waits', () => {
    expect(digestMail([], 'https://site.example', (x) => x)).toBeNull();
    expect(digestMail([n('m', 'message', '2026-11-25T08:00:00.000Z')], 'https://s.example', (x) => x)!.subject).toBe('Your daily summary: 1 update');
  });

  it('a notice sent at once: its text and the admin link', () => {
    expect(noticeBody({ text: ' Pat applied. ', adminPath: '/admin/applications/abc' }, 'https://site.example')).toBe(
      'Pat applied.\n\nOpen it in the admin: https://site.example/admin/applications/abc\n',
    );
  });

  it('links only into the admin', () => {
    expect(isAdminPath('/admin/applications/abc')).toBe(true);
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/outbox?kind=owner')).toBe(true);
    expect(isAdminPath('https://evil.example/admin')).toBe(false);
    expect(isAdminPath('//evil.example/admin')).toBe(false);
    expect(isAdminPath('/status/secret')).toBe(false);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});

describe("the owner's choices", () => {
  it('reads missing or unknown values as the defaults', () => {
    expect(toOwnerPreferences(null)).toEqual({ modes: DEFAULT_MODES, timeZone: 'America/New_York', updatedAt: null });
    expect(toOwnerPreferences({ modes: { application: 'digest', message: 'weekly' }, timeZone: 'Mars/Olympus' })).toMatchObject({
      modes: { ...DEFAULT_MODES, application: 'digest' },
      timeZone: 'America/New_York',
    });
  });

  it('accepts only time zones Intl knows', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    const bad = ownerPreferencesInputSchema.safeParse({ modes: DEFAULT_MODES, timeZone: 'Eastern' });
    expect(bad.success).toBe(false);
    expect(ownerPreferencesInputSchema.safeParse({ modes: { ...DEFAULT_MODES, payment: 'hourly' }, timeZone: 'UTC' }).success).toBe(false);
    expect(ownerPreferencesInputSchema.parse({ modes: DEFAULT_MODES, timeZone: ' Europe/Berlin ' }).timeZone).toBe('Europe/Berlin');
  });
});
