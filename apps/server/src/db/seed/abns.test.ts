import { describe, expect, it } from 'vitest';
import { isValidAbn } from '@portal/domain/carrier/abn';
import { seedAbn } from './abns';

describe('seed ABNs', () => {
  it('are valid by the ATO rule and distinct, from the first serial to the last', () => {
    const serials = [0, 1, 88, 89, 100_000_001, 100_000_200, 999_999_999, ...Array.from({ length: 1000 }, (_, i) => i * 999_983)];
    const abns = serials.map(seedAbn);
    for (const abn of abns) expect(isValidAbn(abn), abn).toBe(true);
    expect(new Set(abns).size).toBe(new Set(serials).size);
  });

  it('carry the serial as their last nine digits', () => {
    expect(seedAbn(200_000_000)).toBe('93200000000');
    expect(seedAbn(7).slice(2)).toBe('000000007');
  });
});
