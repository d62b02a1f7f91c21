import { describe, expect, it } from 'vitest';
import { FALLBACK_FREIGHT_LIMITS, STANDARD_FREIGHT_LIMITS } from '../limits';
import { buildFreightItem, TEST_FREIGHT_TYPES } from '../quote/test-factories';
import { freightErrors } from './freight-rules';
import { itemMessage } from './freight-messages';
import { lineItemsWarning, totalsErrors } from './totals-rules';

const limits = STANDARD_FREIGHT_LIMITS;
const totals = (weight: number, cubicVolume: number, items = 1) => ({ items, weight, cubicVolume });

describe('freight totals (spec 02 section 5)', () => {
  it.each([
    [totals(8000.01, 1), 1, ['The total weight exceeds 8000 kg.']],
    [totals(10, 25.01), 1, ['The total cubic volume exceeds 25 m³.']],
    [totals(10, 0), 1, ['The total cubic volume must be greater than 0.01 m³.']],
    [totals(10, 1), 31, ['There are more than 30 line items.']],
    [totals(8000, 25), 30, []],
    [totals(10, 0.01), 1, []],
  ])('%j with %i lines gives %j', (t, lines, messages) => {
    expect(totalsErrors(t, lines, limits)).toEqual(messages);
  });

  it('leaves a missing dimension (NaN volume) to its item', () => {
    expect(totalsErrors(totals(10, NaN), 1, limits)).toEqual([]);
  });

  it('warns once the maximum number of line items is reached', () => {
    expect(lineItemsWarning(29, limits)).toBe('');
    expect(lineItemsWarning(30, limits)).toBe('The maximum 30 line items has been reached');
  });

  it('has no line item maximum under the fallback limits (items 0)', () => {
    expect(lineItemsWarning(500, FALLBACK_FREIGHT_LIMITS)).toBe('');
    expect(totalsErrors(totals(1, 1), 500, FALLBACK_FREIGHT_LIMITS)).toEqual([]);
  });
});

describe('freightErrors', () => {
  const ctx = { limits, dimensionFactor: 1, routeTypes: TEST_FREIGHT_TYPES };

  it('prefixes each item message with Item n, then adds list and totals messages', () => {
    const items = [buildFreightItem(), buildFreightItem({ key: '2', type: 'Chiller', ref: '', quantity: '401', unitWeight: '20' })];
    expect(freightErrors(items, false, ctx)).toEqual([
      'Item 2: Weight cannot exceed 8000 kg',
      'Item 2: Reference is required.',
      'All freight types must match.',
      'The total weight exceeds 8000 kg.',
      'The total cubic volume exceeds 25 m³.',
    ]);
  });

  it('needs a line item', () => {
    expect(freightErrors([], false, ctx)).toEqual(['At least one line item is required.']);
  });

  it('formats item messages as Item n: {message}', () => {
    expect(itemMessage(0, 'Length is not a number')).toBe('Item 1: Length is not a number');
  });
});
