import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_SCHEDULE, formatWindow, nextDue, scheduleFor, type HealthEvent } from './health';

const ev = (kind: HealthEvent['kind'], date: string): HealthEvent => ({ id: `${kind}${date}`, puppyId: 'p', litterId: 'l', kind, what: kind, product: '', lot: '', date, givenBy: '', note: '', createdAt: `${date}T10:00:00Z` });

describe('health schedule', () => {
  it('gives due dates from the birth date', () => {
    const items = scheduleFor({ birthDate: '2026-03-01', schedule: DEFAULT_SCHEDULE, events: [], today: '2026-03-01' });
    expect(items[0]).toMatchObject({ from: '2026-03-15', to: '2026-03-15', state: 'upcoming' });
    const vaccine = items.find((i) => i.item.what.startsWith('First vaccine'))!;
    expect([vaccine.from, vaccine.to]).toEqual(['2026-04-12', '2026-04-26']);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
  it('due inside the window, overdue after it, done by the n-th event of the kind', () => {
    const schedule = [
      { kind: 'deworming' as const, what: 'D1', fromDay: 14, toDay: 14 },
      { kind: 'deworming' as const, what: 'D2', fromDay: 28, toDay: 28 },
      { kind: 'vaccine' as const, what: 'V1', fromDay: 42, toDay: 56 },
    ];
    const at = (today: string, events: HealthEvent[] = []) => scheduleFor({ birthDate: '2026-03-01', schedule, events, today }).map((i) => i.state);
    expect(at('2026-03-15')).toEqual(['due', 'upcoming', 'upcoming']);
    expect(at('2026-03-16')).toEqual(['overdue', 'upcoming', 'upcoming']);
    expect(at('2026-04-20', [ev('deworming', '2026-03-15')])).toEqual(['done', 'overdue', 'due']);
    expect(at('2026-04-20', [ev('deworming', '2026-03-15'), ev('deworming', '2026-03-29'), ev('vaccine', '2026-04-19')])).toEqual(['done', 'done', 'done']);
    const next = nextDue(scheduleFor({ birthDate: '2026-03-01', schedule, events: [ev('deworming', '2026-03-15')], today: '2026-03-20' }));
    expect(next.map((n) => n.item.what)).toEqual(['D2', 'V1']);
  });
  it('formats a window', () => {
    expect(formatWindow('2026-04-12', '2026-04-12')).toBe('Apr 12, 2026');
    expect(formatWindow('2026-04-12', '2026-04-26')).toBe('Apr 12 – Apr 26, 2026');
  });
});
