'use client';

import { useActionState } from 'react';
import { calendarLinkAction, type CalendarState } from './actions';
import { PostedMessage } from '../submit-button';

const IDLE: CalendarState = { status: 'idle' };

/**
 * The due-dates calendar feed's secret link: made here and shown once (only its hash is kept);
 * a new one replaces the old, and revoking turns the feed off.
 */
export function CalendarLinkForm({ active, origin }: { active: boolean; origin: string }) {
  const [state, action, pending] = useActionState(calendarLinkAction, IDLE);
  const on = state.link ? true : state.status === 'ok' ? false : active;
  return (
    <div>
      <p>{on ? 'The calendar feed is on. To see its link again, make a new one (the old link then stops working).' : 'The calendar feed is off.'}</p>
      {state.link ? (
        <p>
          <label htmlFor="calendar-link">Calendar link (copy it now, it is shown once)</label>
          <input id="calendar-link" className="input" readOnly value={`${origin}${state.link}`} style={{ width: '100%' }} />
        </p>
      ) : null}
      <form action={action} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={pending}>
          {on ? 'Make a new calendar link' : 'Turn on the calendar feed'}
        </button>
        {on ? (
          <button type="submit" name="intent" value="revoke" className="btn btn-outline" disabled={pending}>
            Revoke the calendar link
          </button>
        ) : null}
      </form>
      <PostedMessage state={state} />
    </div>
  );
}
