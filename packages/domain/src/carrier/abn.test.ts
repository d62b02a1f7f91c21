import { describe, expect, it } from 'vitest';
import { abnDigits, formatAbn, isValidAbn } from './abn';

// Each sum worked by hand: (first digit - 1) x 10, then the other digits by 1, 3, 5, ..., 19.
describe('ABN check digits (the ATO rule)', () => {
  it.each([
    // The ATO's example. 4x10=40, 1x1=1, 8x3=24, 2x5=10, 4x7=28, 7x9=63, 5x11=55, 3x13=39,
    // 5x15=75, 5x17=85, 6x19=114: 534 = 6 x 89.
    ['51 824 753 556'],
    // Check digits worked out for the digits 123 456 789: 1x3=3, 2x5=10, 3x7=21, 4x9=36,
    // 5x11=55, 6x13=78, 7x15=105, 8x17=136, 9x19=171 make 615 = 6 x 89 + 81, so the check digits
    // must add 8 (mod 89): (1-1)x10 + 8x1 = 8. 615 + 8 = 623 = 7 x 89.
    ['18 123 456 789'],
    // Only the last digit: 1x19 = 19; (8-1)x10 + 0x1 = 70 makes 89 = 1 x 89.
    ['80 000 000 001'],
    // 4x10=40, 3x1=3, 0, 0, 4x7=28, 0, 8x11=88, 5x13=65, 6x15=90, 1x17=17, 6x19=114: 445 = 5 x 89.
    ['53 004 085 616'],
    // Typed without spaces, or with spaces anywhere.
    ['51824753556'],
    [' 5182 4753 556 '],
  ])('%s is valid', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    // One digit changed, the last 6 to 7: 534 + 19 = 553 = 6 x 89 + 19.
    ['51 824 753 557'],
    // One digit changed, 8 to 9: 534 + 3 = 537 = 6 x 89 + 3.
    ['51 924 753 556'],
    // The last two swapped: 6x17 + 5x19 = 197 for 5x17 + 6x19 = 199: 532 = 5 x 89 + 87.
    ['51 824 753 565'],
    // 5 and 3 swapped in the middle: 3x11 + 5x13 = 98 for 5x11 + 3x13 = 94: 538 = 6 x 89 + 4.
    ['51 824 735 556'],
    // The check digits swapped: (1-1)x10 + 5x1 = 5 for (5-1)x10 + 1x1 = 41: 498 = 5 x 89 + 53.
    ['15 824 753 556'],
    // 10 and 12 digits.
    ['51 824 753 55'],
    ['51 824 753 5560'],
    // A letter O for the zero, and dashes.
    ['53 OO4 085 616'],
    ['51-824-753-556'],
    [''],
    // Adds up ((0-1)x10 + 2x5 = 0) but check digits are 10 to 99: no ABN starts with 0.
    ['00 020 000 000'],
  ])('%s is not valid', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('ABN digits and format', () => {
  it('keeps the 11 digits of a typed number, spaces aside', () => {
    expect(abnDigits(' 51 824 753 556 ')).toBe('51824753556');
    expect(abnDigits('51 824 753 55')).toBeUndefined();
    expect(abnDigits('51.824.753.556')).toBeUndefined();
  });

  it('writes an ABN as the ATO does: 2, 3, 3 and 3 digits', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 518 247 535 56')).toBe('51 824 753 556');
  });

  it('leaves what is not 11 digits as typed, trimmed', () => {
    expect(formatAbn(' 5182 ')).toBe('5182');
    expect(formatAbn('')).toBe('');
  });
});
