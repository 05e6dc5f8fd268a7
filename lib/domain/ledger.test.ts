import { describe, expect, it } from 'vitest';
import { formatCents, ledgerFormSchema, ledgerTotals, parseDollars } from './ledger';
import { defaultPosition, nextToPick, waitingBefore, type WaitlistEntry } from './waitlist';

describe('ledger money', () => {
  it('reads dollars as typed into integer cents, and refuses anything else', () => {
    expect(parseDollars('500')).toBe(50_000);
    expect(parseDollars('$1,250.5')).toBe(125_050);
    expect(parseDollars(' 0.07 ')).toBe(7);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '$']) expect(parseDollars(bad)).toBeNull();
  });

  it('formats cents as US dollars and computes the balance due before go-home', () => {
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(0)).toBe('$0.00');
    const entries = [
      { kind: 'deposit' as const, amountCents: 50_000 },
      { kind: 'payment' as const, amountCents: 100_000 },
    ];
    expect(ledgerTotals(entries, 3000)).toEqual({ deposits: 50_000, payments: 100_000, received: 150_000, priceCents: 300_000, balanceDue: 150_000 });
    expect(ledgerTotals(entries, null).balanceDue).toBeNull();
  });

  it('parses the form with one message per field', () => {
    const ok = ledgerFormSchema.safeParse({ id: '', applicationId: 'a1', kind: 'deposit', amount: '500', date: '2026-03-01', method: 'zelle', puppyId: '', litterId: 'L1', note: '' });
    expect(ok.success && ok.data).toMatchObject({ amount: 50_000, puppyId: null, litterId: 'L1' });
    const bad = ledgerFormSchema.safeParse({ id: '', applicationId: 'a1', kind: 'gift', amount: '0', date: 'soon', method: 'zelle', puppyId: '', litterId: '', note: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['kind', 'amount', 'date']));
  });
});

describe('waitlist order', () => {
  const e = (position: number, over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
    id: `L.a${position}`,
    litterId: 'L',
    applicationId: `a${position}`,
    position,
    depositDate: null,
    passed: false,
    puppyId: null,
    pickedAt: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  });

  it('puts a new entry after earlier or equal deposits and before later ones or none', () => {
    const list = [e(1, { depositDate: '2026-01-01' }), e(2, { depositDate: '2026-02-01' }), e(3)];
    expect(defaultPosition(list, '2026-01-15')).toBe(2);
    expect(defaultPosition(list, '2026-02-01')).toBe(3);
    expect(defaultPosition(list, null)).toBe(4);
    expect(defaultPosition([], '2026-01-01')).toBe(1);
  });

  it('finds who picks next and who is still waiting before an entry', () => {
    const list = [e(1, { puppyId: 'p1' }), e(2, { passed: true }), e(3), e(4)];
    expect(nextToPick(list)?.position).toBe(3);
    expect(waitingBefore(list, list[3]!)?.position).toBe(3);
    expect(waitingBefore(list, list[2]!)).toBeNull();
    expect(nextToPick([e(1, { puppyId: 'p' })])).toBeNull();
  });
});
