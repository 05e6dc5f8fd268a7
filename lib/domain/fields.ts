// First: switches zod's eval probe off in browsers before any schema is built (CSP, see there).
import './zod-browser';
import { z } from 'zod';
import { CALENDAR_DATE_MESSAGE, isCalendarDate, isSingleLine, SINGLE_LINE_MESSAGE } from './input-rules';

/** Field schemas shared by the entity schemas (one rule, one message, everywhere). */

/** A one-line text field, trimmed, at most `max` characters. */
export const singleLine = (max: number) =>
  z.string().trim().max(max, `Keep this under ${max} characters.`).refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** A multi-line text field (descriptions, notes), trimmed, at most `max` characters. */
export const multiLine = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`);

/** A real calendar date as YYYY-MM-DD. */
export const calendarDate = z.string().trim().refine(isCalendarDate, CALENDAR_DATE_MESSAGE);
