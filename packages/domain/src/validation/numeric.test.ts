import { describe, expect, it } from 'vitest';
import { checkNumber } from './numeric';

const weight = { field: 'Weight', min: 0.01, max: 8000, decimals: 2, unit: 'kg' };

describe('numeric fields (spec 01 section 5)', () => {
  it.each([
    ['abc', 'Weight is not a number'],
    ['', 'Weight is not a number'],
    ['1.234', 'Weight is not a number'],
    ['12.', 'Weight is not a complete number'],
    ['0', 'Weight cannot be less than 0.01 kg'],
    ['8000.01', 'Weight cannot exceed 8000 kg'],
  ])('%s gives %s', (value, message) => {
    expect(checkNumber(value, weight)).toBe(message);
  });

  it('accepts numbers within the bounds and decimals', () => {
    expect(checkNumber('0.01', weight)).toBeUndefined();
    expect(checkNumber(8000, weight)).toBeUndefined();
    expect(checkNumber('.5', weight)).toBeUndefined();
  });

  it('refuses a fraction where whole numbers are asked for', () => {
    expect(checkNumber('1.5', { field: 'Quantity', min: 1, decimals: 0 })).toBe('Quantity is not a number');
  });

  it('leaves the unit out when there is none', () => {
    expect(checkNumber('0', { field: 'Quantity', min: 1 })).toBe('Quantity cannot be less than 1');
  });
});
