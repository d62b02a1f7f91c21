import { describe, expect, it } from 'vitest';
import { STANDARD_FREIGHT_LIMITS } from '../limits';
import { buildFreightItem, TEST_FREIGHT_TYPES } from '../quote/test-factories';
import { freightTypeErrors, itemWeight, lineItemErrors, lineItemNumericRules } from './line-item-rules';

const metres = { limits: STANDARD_FREIGHT_LIMITS, dimensionFactor: 1, ppi: false };
const cm = { ...metres, dimensionFactor: 100 };

describe('line items (spec 02 section 5)', () => {
  it('a complete item has no message', () => {
    expect(lineItemErrors(buildFreightItem(), metres)).toEqual([]);
  });

  it.each([
    ['quantity', '', 'Number of items is not a number'],
    ['quantity', '1.5', 'Number of items is not a number'],
    ['quantity', '2.', 'Number of items is not a complete number'],
    ['quantity', '0', 'Number of items cannot be less than 1'],
    ['unitWeight', 'heavy', 'Weight per item is not a number'],
    ['unitWeight', '0.001', 'Weight per item is not a number'],
    ['unitWeight', '0', 'Weight per item cannot be less than 0.01 kg'],
    ['unitWeight', '8000.01', 'Weight per item cannot exceed 8000 kg'],
    ['length', '', 'Length is not a number'],
    ['length', '0.009', 'Length is not a number'],
    ['length', '0.00', 'Length cannot be less than 0.01 m'],
    ['length', '12.01', 'Length cannot exceed 12 m'],
    ['width', '2.51', 'Width cannot exceed 2.5 m'],
    ['height', '2.81', 'Height cannot exceed 2.8 m'],
    ['height', '1.', 'Height is not a complete number'],
    ['description', 'd'.repeat(201), 'Description can not be greater than 200 characters.'],
    ['ref', '', 'Reference is required.'],
    ['ref', 'r'.repeat(101), 'Reference can not be greater than 100 characters.'],
    ['type', '', 'Freight type is required.'],
  ] as const)('%s %j gives %j', (field, value, message) => {
    expect(lineItemErrors(buildFreightItem({ [field]: value }), metres)).toEqual([message]);
  });

  it('accepts the bounds themselves', () => {
    const item = buildFreightItem({ quantity: '1', unitWeight: '8000', length: '12', width: '2.5', height: '2.8', description: 'd'.repeat(200), ref: 'r'.repeat(100) });
    expect(lineItemErrors(item, metres)).toEqual([]);
  });

  it('scales dimension bounds by the dimension factor, never the weight', () => {
    expect(lineItemErrors(buildFreightItem({ length: '1200', width: '250', height: '280' }), cm)).toEqual([]);
    expect(lineItemErrors(buildFreightItem({ height: '280.01' }), cm)).toEqual(['Height cannot exceed 280 cm']);
    expect(lineItemNumericRules(cm).unitWeight.max).toBe(8000);
  });

  it('checks the line weight (quantity x weight per item) once its parts are valid', () => {
    expect(lineItemErrors(buildFreightItem({ quantity: '3', unitWeight: '3000' }), metres)).toEqual(['Weight cannot exceed 8000 kg']);
    expect(itemWeight({ quantity: '3', unitWeight: '0.1' })).toBe(0.3);
    expect(itemWeight({ quantity: '', unitWeight: '2' })).toBeNaN();
  });

  it('in PPI mode asks for the Price Per Item entry and caps the quantity at 3', () => {
    const ppi = { ...metres, ppi: true };
    expect(lineItemErrors(buildFreightItem({ type: 'Pallets', quantity: '4', ppi: 2 }), ppi)).toEqual(['Number of items cannot exceed 3']);
    expect(lineItemErrors(buildFreightItem({ type: 'Pallets', quantity: '3', ppi: 0 }), ppi)).toEqual(['Price Per Item is required.']);
    // The description gives way to the PPI select.
    expect(lineItemErrors(buildFreightItem({ type: 'Pallets', ppi: 1, description: 'd'.repeat(300) }), ppi)).toEqual([]);
  });
});

describe('freight types of the list (spec 02 sections 4 and 5)', () => {
  const general = { type: 'General' };
  it('all line items share the first item’s type: All freight types must match.', () => {
    expect(freightTypeErrors([general, { type: 'Chiller' }], false, TEST_FREIGHT_TYPES)).toEqual(['All freight types must match.']);
    expect(freightTypeErrors([general, general], false, TEST_FREIGHT_TYPES)).toEqual([]);
    expect(freightTypeErrors([{ type: '' }, { type: '' }], false, TEST_FREIGHT_TYPES)).toEqual([]);
  });

  it('the type must be one the route offers', () => {
    expect(freightTypeErrors([{ type: 'Freezer' }], false, TEST_FREIGHT_TYPES)).toEqual([
      'The freight type is not available between this destination pair.',
    ]);
  });

  it('PPI mode goes with a ppiOnly type', () => {
    expect(freightTypeErrors([{ type: 'Pallets' }], true, TEST_FREIGHT_TYPES)).toEqual([]);
    expect(freightTypeErrors([{ type: 'Pallets' }], false, TEST_FREIGHT_TYPES)).toEqual(['Book Price Per Item does not match the freight type.']);
    expect(freightTypeErrors([general], true, TEST_FREIGHT_TYPES)).toEqual(['Book Price Per Item does not match the freight type.']);
  });
});
