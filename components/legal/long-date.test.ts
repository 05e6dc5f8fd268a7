import { describe, expect, it } from 'vitest';
import { POLICY_LAST_UPDATED } from '@/lib/domain/site';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('shows the policy date of docs/product.md §9 in words', () => {
    expect(formatLongDate(POLICY_LAST_UPDATED)).toBe('September 15, 2025');
  });
  it('does not shift a calendar date across time zones', () => {
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
  });
  it('returns unknown input unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
