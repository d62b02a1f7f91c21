import { describe, expect, it } from 'vitest';
import { buildFreightItem } from '../quote/test-factories';
import { dangerousGoodsErrors, dgClassCoverageErrors, dgClassSelectionErrors, dgItemErrors, unCodeError } from './dg-rules';

const dgItem = (over = {}) =>
  buildFreightItem({
    dgClass: 'dgClass3',
    dgUNCode: '1203',
    dgTechName: 'GASOLINE',
    dgSubRisk: '',
    dgPackGroup: 'II',
    dgPackType: 'Drum',
    dgPackCount: '2',
    dgQty: '40.5',
    ...over,
  });

describe('UN code (spec 02 section 5)', () => {
  it.each(['0000', '0004', '1203', '3550'])('accepts %s', (code) => {
    expect(unCodeError(code)).toBeUndefined();
  });

  it.each(['', '3551', '9999', '123', '12345', '12a4', ' 1203', '-123'])('refuses %j', (code) => {
    expect(unCodeError(code)).toBe('Please enter a valid 4-digit UN Code.');
  });
});

describe('an item’s dangerous goods fields (spec 02 section 5)', () => {
  it('a complete item has no message; sub risk and package group are optional', () => {
    expect(dgItemErrors(dgItem())).toEqual([]);
    expect(dgItemErrors(dgItem({ dgPackGroup: '', dgSubRisk: '' }))).toEqual([]);
    expect(dgItemErrors(dgItem({ dgSubRisk: '6.1' }))).toEqual([]);
  });

  it('checks nothing when the class is N/A', () => {
    expect(dgItemErrors(dgItem({ dgClass: 'N/A', dgUNCode: 'x', dgTechName: '' }))).toEqual([]);
  });

  it.each([
    ['dgUNCode', '', 'Please enter a valid 4-digit UN Code.'],
    ['dgUNCode', '3551', 'Please enter a valid 4-digit UN Code.'],
    ['dgTechName', '', 'Technical Name is required.'],
    ['dgTechName', 't'.repeat(51), 'Technical Name can not be greater than 50 characters.'],
    ['dgSubRisk', '6.15', 'Sub Risk is not a number'],
    ['dgPackGroup', 'g'.repeat(11), 'Package Group can not be greater than 10 characters.'],
    ['dgPackType', '', 'Package Type is required.'],
    ['dgPackType', 'p'.repeat(31), 'Package Type can not be greater than 30 characters.'],
    ['dgPackCount', '', 'Package Count is required.'],
    ['dgPackCount', '0', 'Package Count cannot be less than 1'],
    ['dgPackCount', '1.5', 'Package Count is not a number'],
    ['dgQty', '', 'DG Quantity is required.'],
    ['dgQty', '0', 'DG Quantity cannot be less than 0.1'],
    ['dgQty', '0.05', 'DG Quantity is not a number'],
    ['dgQty', '12.', 'DG Quantity is not a complete number'],
    ['dgQty', '12345678901', 'DG Quantity can not be greater than 10 characters.'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(dgItemErrors(dgItem({ [field]: value }))).toEqual([message]);
  });

  it('accepts the length and value bounds themselves', () => {
    const item = dgItem({ dgTechName: 't'.repeat(50), dgPackGroup: 'g'.repeat(10), dgPackType: 'p'.repeat(30), dgPackCount: '1', dgQty: '12345678.9' });
    expect(dgItemErrors(item)).toEqual([]);
    expect(dgItemErrors(dgItem({ dgQty: '0.1' }))).toEqual([]);
  });
});

describe('dangerous goods classes selected (spec 02 section 5)', () => {
  it('refuses classes that cannot be booked online', () => {
    expect(dgClassSelectionErrors(['dgClass1'], 3)).toEqual(['The selected dangerous goods classes cannot be booked online.']);
    expect(dgClassSelectionErrors(['dgClass4', 'dgClass3'], 3)).toEqual([]);
  });

  it('refuses more classes than line items', () => {
    expect(dgClassSelectionErrors(['dgClass3', 'dgClass8'], 1)).toEqual(['Number of Dangerous Goods classes cannot exceed number of line items.']);
    expect(dgClassSelectionErrors(['dgClass3', 'dgClass8'], 2)).toEqual([]);
  });

  it('needs an item of each selected class', () => {
    const items = [dgItem(), dgItem({ dgClass: 'N/A' })];
    expect(dgClassCoverageErrors(['dgClass3', 'dgClass8'], items)).toEqual([
      'You must specify at least one freight item corresponding to each dangerous goods class selected.',
    ]);
    expect(dgClassCoverageErrors(['dgClass3'], items)).toEqual([]);
  });
});

describe('dangerousGoodsErrors', () => {
  it('asks for the yes or no answer first', () => {
    expect(dangerousGoodsErrors({ _dgHas: null, dgClasses: [], freightList: [] })).toEqual([
      'Please answer whether the freight contains dangerous goods.',
    ]);
  });

  it('checks nothing after No', () => {
    expect(dangerousGoodsErrors({ _dgHas: false, dgClasses: ['dgClass1'], freightList: [dgItem({ dgUNCode: '' })] })).toEqual([]);
  });

  it('collects class and item messages, items as Item n', () => {
    const answer = { _dgHas: true, dgClasses: ['dgClass3', 'dgClass1'], freightList: [dgItem({ dgUNCode: '9999' }), dgItem({ dgClass: 'dgClass8' })] };
    expect(dangerousGoodsErrors(answer)).toEqual([
      'The selected dangerous goods classes cannot be booked online.',
      'You must specify at least one freight item corresponding to each dangerous goods class selected.',
      'Item 1: Please enter a valid 4-digit UN Code.',
      'Item 2: The dangerous goods class is not one of the selected classes.',
    ]);
  });

  it('needs a class after Yes', () => {
    expect(dangerousGoodsErrors({ _dgHas: true, dgClasses: [], freightList: [dgItem({ dgClass: 'N/A' })] })).toEqual([
      'Please select at least one dangerous goods class.',
    ]);
  });
});
