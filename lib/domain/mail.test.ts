import { describe, expect, it } from 'vitest';
import { afterAttempt, BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffMs, MAX_ATTEMPTS } from './mail';

describe('mail backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect(backoffMs(1)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(2)).toBe(2 * BACKOFF_BASE_MS);
    expect(backoffMs(3)).toBe(4 * BACKOFF_BASE_MS);
    expect(backoffMs(30)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(0)).toBe(BACKOFF_BASE_MS);
  });

  it('records an attempt: sent, queued for a retry at now + backoff, failed after the last attempt', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(afterAttempt({ attempts: 0 }, { ok: true, transport: 'smtp' }, now)).toEqual({ state: 'sent', attempts: 1, nextAttemptAt: null, lastError: '', transport: 'smtp', sentAt: now.toISOString() });
    expect(afterAttempt({ attempts: 1 }, { ok: false, error: 'refused' }, now)).toEqual({
      state: 'queued',
      attempts: 2,
      nextAttemptAt: new Date(now.getTime() + 2 * BACKOFF_BASE_MS).toISOString(),
      lastError: 'refused',
      transport: '',
      sentAt: null,
    });
    expect(afterAttempt({ attempts: MAX_ATTEMPTS - 1 }, { ok: false, error: 'x'.repeat(900) }, now)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, lastError: 'x'.repeat(500) });
  });
});
