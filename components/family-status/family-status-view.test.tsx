import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/domain/messages';
import { ledgerTotals } from '@/lib/domain/ledger';
import type { FamilyStatus } from '@/lib/server/family-status';
import { FamilyStatusView } from './family-status-view';

// tsconfig keeps JSX as it is ("preserve"), so vitest compiles the view to React.createElement.
(globalThis as { React?: typeof React }).React = React;

const T = MESSAGES.familyStatus;

/** A family on one litter's list with a $500 deposit and no pick, at the given stage. */
function family(stage: FamilyStatus['stage'], status: FamilyStatus['status']): FamilyStatus {
  return {
    applicationId: 'app1',
    name: 'Home Family',
    status,
    statusLabel: status,
    stage,
    appliedAt: '2026-03-01T12:00:00.000Z',
    preferredLitter: null,
    litters: [
      { litterId: 'l1', litterName: 'Spring litter', position: 2, total: 3, before: [{ position: 1, state: 'waiting' }], waitingBefore: 1, passed: false, depositDate: '2026-03-02', pick: null, posts: [], familiesPosts: true },
    ],
    payments: [{ id: 'p1', kind: 'Deposit', amountCents: 50_000, date: '2026-03-02', method: 'Zelle', puppy: null }],
    totals: ledgerTotals([{ kind: 'deposit', amountCents: 50_000 }], null),
    picked: [],
  };
}

describe('FamilyStatusView', () => {
  it('a family waiting on a list is told who picks before them, that they have not picked, and why the balance is not known', () => {
    const html = renderToStaticMarkup(<FamilyStatusView data={family({ kind: 'deposit', litterName: 'Spring litter', position: 2, total: 3, waitingBefore: 1 }, 'waitlisted')} />);
    expect(html).toContain(T.noPick);
    expect(html).toContain(T.noPickYet);
  });

  it('a placed family (their puppy came home some other way than this list) is not told they still wait to pick', () => {
    const html = renderToStaticMarkup(<FamilyStatusView data={family({ kind: 'home', puppy: null }, 'placed')} />);
    expect(html).toContain(T.headline.home(null));
    expect(html).not.toContain(T.noPick);
    expect(html).not.toContain('Before you');
    expect(html).not.toContain(T.noPickYet);
    expect(html).toContain('$500.00');
  });
});
