import { describe, expect, it } from 'vitest';
import { identitySessionEnded, ROLE_REFRESH_MS, roleClaimFresh, sessionCurrent, tokenSessionVersion } from './session-policy';

describe('session policy', () => {
  it('reads the session version of a token; tokens from before versions count as 0, junk never matches a raised version', () => {
    expect(tokenSessionVersion({ sv: 3 })).toBe(3);
    expect(tokenSessionVersion({})).toBe(0);
    expect(tokenSessionVersion(null)).toBe(0);
    for (const sv of [-1, 1.5, '3', Number.NaN, Number.POSITIVE_INFINITY, null]) expect(tokenSessionVersion({ sv })).toBe(0);
  });

  it('a session is current only while its version equals the record’s', () => {
    expect(sessionCurrent({ sv: 0 }, { sessionVersion: 0 })).toBe(true);
    expect(sessionCurrent({}, { sessionVersion: 0 })).toBe(true);
    expect(sessionCurrent({ sv: 2 }, { sessionVersion: 2 })).toBe(true);
    // Raised on the record (demoted, new password, logged out): ended.
    expect(sessionCurrent({ sv: 0 }, { sessionVersion: 1 })).toBe(false);
    expect(sessionCurrent({}, { sessionVersion: 1 })).toBe(false);
    expect(sessionCurrent({ sv: '1' }, { sessionVersion: 1 })).toBe(false);
    // A version from the future (forged or from a restored backup) is not current either.
    expect(sessionCurrent({ sv: 5 }, { sessionVersion: 4 })).toBe(false);
    // Deleted account.
    expect(sessionCurrent({ sv: 0 }, null)).toBe(false);
  });

  it('a role claim is trusted for ROLE_REFRESH_MS after it was read, not before it was made', () => {
    const now = 1_800_000_000_000;
    expect(ROLE_REFRESH_MS).toBeLessThanOrEqual(60_000);
    expect(roleClaimFresh({ roleCheckedAt: now }, now)).toBe(true);
    expect(roleClaimFresh({ roleCheckedAt: now - ROLE_REFRESH_MS }, now)).toBe(true);
    expect(roleClaimFresh({ roleCheckedAt: now - ROLE_REFRESH_MS - 1 }, now)).toBe(false);
    expect(roleClaimFresh({ roleCheckedAt: now + 60_000 }, now)).toBe(false);
    expect(roleClaimFresh({}, now)).toBe(false);
    expect(roleClaimFresh({ roleCheckedAt: String(now) }, now)).toBe(false);
    expect(roleClaimFresh(null, now)).toBe(false);
  });
});

describe('Firebase password resets (identitySessionEnded)', () => {
  it('a session that signed in before Firebase ended the account’s sessions has ended; one after has not', () => {
    const reset = Date.UTC(2026, 10, 22, 12, 0, 5);
    expect(identitySessionEnded({ authAt: reset - 60_000 }, reset)).toBe(true);
    expect(identitySessionEnded({ authAt: reset + 2_000 }, reset)).toBe(false);
    // Whole seconds: a sign-in in the same second as the reset stays.
    expect(identitySessionEnded({ authAt: reset + 400 }, reset + 900)).toBe(false);
    // Nothing ever ended, or sessions from before authAt existed.
    expect(identitySessionEnded({ authAt: 5 }, null)).toBe(false);
    expect(identitySessionEnded({}, reset)).toBe(true);
    expect(identitySessionEnded({ authAt: 'later' }, reset)).toBe(true);
  });
});
