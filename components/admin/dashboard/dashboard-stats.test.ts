import { describe, expect, it } from 'vitest';
import { dashboardCards } from './dashboard-stats';

const TABS = ['/admin', '/admin/basic-info', '/admin/gallery', '/admin/puppies', '/admin/studs'];

describe('dashboardCards', () => {
  const base = {
    // As countAll answers for: 2 shown Available, 1 shown Reserved, 1 hidden Available, 1 Adopted, 2 litters (1 hidden).
    puppies: { total: 7, hidden: 2, puppies: 5, hiddenPuppies: 1, availablePuppies: 2, reservedPuppies: 1, litters: 2, hiddenLitters: 1 },
    studs: { total: 3, available: 2 },
    galleryCount: 7,
    tabs: TABS,
  };

  it('counts shown available and reserved puppies, hidden ones once, litters, studs and images', () => {
    const byKey = Object.fromEntries(dashboardCards({ ...base, messages: null }).map((c) => [c.key, c]));
    expect(byKey.available!.count).toBe(2);
    expect(byKey.reserved!.count).toBe(1);
    expect(byKey.hidden!.count).toBe(1);
    expect(byKey.litters).toMatchObject({ count: 2, hint: '1 hidden from visitors' });
    expect(byKey.studs).toMatchObject({ count: 2, hint: '2 of 3 studs listed', href: '/admin/studs' });
    expect(byKey.gallery).toMatchObject({ count: 7, href: '/admin/gallery' });
    expect(byKey.messages).toBeUndefined();
  });

  it('counts unhandled contact messages and links only to tabs that exist', () => {
    const cards = dashboardCards({ ...base, messages: { total: 2, unhandled: 1 } });
    expect(cards.find((c) => c.key === 'messages')).toMatchObject({ count: 1, href: null, hint: '2 contact messages in total' });
    const withTab = dashboardCards({ ...base, messages: { total: 0, unhandled: 0 }, tabs: [...TABS, '/admin/messages'] });
    expect(withTab.find((c) => c.key === 'messages')).toMatchObject({ count: 0, href: '/admin/messages' });
    expect(dashboardCards({ ...base, messages: { total: 0, unhandled: 0 }, tabs: [] }).every((c) => c.href === null)).toBe(true);
  });

  it('counts new (submitted) applications, from their count queries', () => {
    const applications = { total: 5, submitted: 2, approved: 1, waitlisted: 1, declined: 1, placed: 0 };
    expect(dashboardCards({ ...base, messages: null }).find((c) => c.key === 'applications')).toBeUndefined();
    expect(dashboardCards({ ...base, messages: null, applications }).find((c) => c.key === 'applications')).toMatchObject({
      label: 'New applications',
      count: 2,
      hint: '5 applications in total',
      href: null,
    });
    const none = { total: 0, submitted: 0, approved: 0, waitlisted: 0, declined: 0, placed: 0 };
    expect(dashboardCards({ ...base, messages: null, applications: none, tabs: [...TABS, '/admin/applications'] }).find((c) => c.key === 'applications')).toMatchObject({
      count: 0,
      hint: '0 applications in total',
      href: '/admin/applications',
    });
  });
});
