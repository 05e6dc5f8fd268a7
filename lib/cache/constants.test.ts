import { describe, expect, it } from 'vitest';
import { cacheMaxAgeSeconds, DEFAULT_CACHE_MAX_AGE_SECONDS } from './constants';

describe('CACHE_MAX_AGE_SECONDS', () => {
  it('defaults to 300 s and takes whole seconds from 1 to a day', () => {
    expect(cacheMaxAgeSeconds({})).toBe(DEFAULT_CACHE_MAX_AGE_SECONDS);
    expect(DEFAULT_CACHE_MAX_AGE_SECONDS).toBe(300);
    expect(cacheMaxAgeSeconds({ CACHE_MAX_AGE_SECONDS: '' })).toBe(300);
    expect(cacheMaxAgeSeconds({ CACHE_MAX_AGE_SECONDS: '2' })).toBe(2);
    expect(cacheMaxAgeSeconds({ CACHE_MAX_AGE_SECONDS: '86400' })).toBe(86400);
  });

  it('refuses anything else with one message naming the variable', () => {
    for (const bad of ['0', '-5', '1.5', 'abc', '86401', '0x10']) {
      expect(() => cacheMaxAgeSeconds({ CACHE_MAX_AGE_SECONDS: bad })).toThrow(/^Configuration error: CACHE_MAX_AGE_SECONDS must be a whole number/);
    }
  });
});
