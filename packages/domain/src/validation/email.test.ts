import { describe, expect, it } from 'vitest';
import { isEmail } from './email';
import { isTime, normaliseTime } from './time';

describe('email and time patterns (spec 01 section 5)', () => {
  it('checks an email address', () => {
    expect(isEmail('jo@example.com.au')).toBe(true);
    expect(isEmail('jo@example')).toBe(false);
    expect(isEmail('jo @example.com')).toBe(false);
  });

  it('checks hours 0-23 and minutes 00-59', () => {
    expect(isTime('0:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('12:60')).toBe(false);
    expect(normaliseTime('7:05')).toBe('07:05');
    expect(normaliseTime('7:5')).toBeUndefined();
  });
});
