import { describe, expect, it } from 'vitest';
import { INTERNATIONAL, callingCodeLabel, formatPhoneText, joinPhone, splitPhone } from './phone-number';

describe('phone value', () => {
  it('stores an Australian mobile as E.164', () => {
    expect(joinPhone('AU', '411 888 999')).toBe('+61411888999');
    expect(joinPhone('AU', '0411888999')).toBe('+61411888999');
  });

  it('keeps text that does not parse as typed', () => {
    expect(joinPhone('AU', '12')).toBe('12');
    expect(joinPhone('AU', '  ')).toBe('');
  });

  it("keeps International as typed, starting with '+'", () => {
    expect(joinPhone(INTERNATIONAL, '+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(joinPhone(INTERNATIONAL, '44 20')).toBe('+44 20');
  });

  it('splits a stored value back into country and local text', () => {
    expect(splitPhone('+61411888999')).toEqual({ country: 'AU', text: '411 888 999' });
    expect(splitPhone('')).toEqual({ country: 'AU', text: '' });
    expect(splitPhone('+999 1')).toEqual({ country: INTERNATIONAL, text: '+999 1' });
  });

  it('formats and labels', () => {
    expect(formatPhoneText('AU', '0411888999')).toBe('411 888 999');
    expect(callingCodeLabel('AU')).toBe('+61');
    expect(callingCodeLabel(INTERNATIONAL)).toBe('');
  });
});
