import { describe, expect, it } from 'vitest';
import { idleLimitMs, isStoredSessionExpired } from './idle';
import { MESSAGES, sessionCountdownText } from '../messages';

describe('idle handling (spec 01 sections 4 and 9)', () => {
  it('opens the dialog at timeout minus the margin minus 2000 ms', () => {
    expect(idleLimitMs(1_200_000)).toBe(1_168_000);
    expect(idleLimitMs(undefined)).toBe(60_000);
  });

  it('expires a stored session older than its timeout', () => {
    expect(isStoredSessionExpired(0, 1000, 1001)).toBe(true);
    expect(isStoredSessionExpired(0, 1000, 1000)).toBe(false);
  });

  it('keeps the spec texts verbatim', () => {
    expect(sessionCountdownText(28)).toBe('You will be automaticaly logged out in 28 seconds');
    expect(MESSAGES).toMatchObject({
      requestTimedOut: 'Request timed out',
      sessionExpired: 'Session expired',
      sessionHasExpired: 'Session has expired',
      typeNotSupported: 'Developer issue: Type not supported.',
      permissionDeniedUsers: 'You do not have access to view the users.',
      confirmCancelText: 'You have unsaved changes, do you want to leave?',
      unloadWarning: 'Changes that you made may not be saved.',
    });
  });
});
