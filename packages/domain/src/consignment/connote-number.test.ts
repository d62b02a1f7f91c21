import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONNOTE_MESSAGES,
  connoteNumberError,
  connoteNumberOf,
  electronicConnoteNumber,
  ELECTRONIC_SERIAL_BASE,
  luhnCheckDigit,
  parseConnoteNumber,
} from './connote-number';

describe('connote numbers', () => {
  it('is FP, 8 digits and the Luhn check digit', () => {
    // The textbook Luhn example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(connoteNumberOf(10_000_001)).toBe('FP100000017');
    expect(connoteNumberOf(0)).toBe('FP000000000');
    expect(electronicConnoteNumber(1)).toBe(connoteNumberOf(ELECTRONIC_SERIAL_BASE + 1));
    expect(() => connoteNumberOf(100_000_000)).toThrow(RangeError);
  });

  it('parses a typed number, spaces and case aside', () => {
    expect(parseConnoteNumber(' fp 10000001 7 ')).toEqual({ conNumber: 'FP100000017', serial: 10_000_001 });
    expect(connoteNumberError('FP100000017')).toBeUndefined();
  });

  it('says what is wrong with a number that is not one', () => {
    expect(connoteNumberError('')).toBe(CONNOTE_MESSAGES.required);
    expect(connoteNumberError('   ')).toBe(CONNOTE_MESSAGES.required);
    expect(connoteNumberError('FP1234')).toBe(
      'Consignment number FP1234 is not valid: a consignment number is FP followed by 9 digits.',
    );
    expect(connoteNumberError('XX100000017')).toBe(CONNOTE_MESSAGES.invalidFormat('XX100000017'));
    expect(connoteNumberError('FP100000018')).toBe(
      'Consignment number FP100000018 is not valid: its last digit does not match the others. Please check the number on the connote.',
    );
  });

  it('round-trips every serial, and catches every single mistyped digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 9 }), (serial, at, shift) => {
        const number = connoteNumberOf(serial);
        expect(parseConnoteNumber(number)).toEqual({ conNumber: number, serial });
        const digit = (Number(number[at]) + shift) % 10;
        const typo = `${number.slice(0, at)}${digit}${number.slice(at + 1)}`;
        expect(connoteNumberError(typo)).toBe(CONNOTE_MESSAGES.invalidCheckDigit(typo));
      }),
    );
  });
});
