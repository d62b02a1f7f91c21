import { describe, expect, it } from 'vitest';
import { STANDARD_FREIGHT_LIMITS } from '../limits';
import { buildFreightItem, TEST_FREIGHT_TYPES } from '../quote/test-factories';
import {
  addFreightItem,
  blankFreightItem,
  chooseFreightType,
  clearFreightTypes,
  deleteFreightItem,
  nextItemKey,
  reconcilePpiMode,
  resetFreight,
  updateFreightItem,
} from './freight-list';

const limits = { ...STANDARD_FREIGHT_LIMITS, items: 3 };
const [general, , pallets] = TEST_FREIGHT_TYPES as [(typeof TEST_FREIGHT_TYPES)[0], unknown, (typeof TEST_FREIGHT_TYPES)[0]];

describe('freight list operations (spec 02 section 4)', () => {
  it('a blank item has no values and class N/A', () => {
    expect(blankFreightItem('4')).toMatchObject({ key: '4', quantity: '', type: '', dgClass: 'N/A', id: 0, ppi: 0 });
  });

  it('adding appends an item of the list’s type until the maximum, then warns', () => {
    let state = addFreightItem([buildFreightItem()], limits);
    expect(state.freightList.map((i) => [i.key, i.type])).toEqual([['1', 'General'], ['2', 'General']]);
    expect(state.warning).toBe('');
    state = addFreightItem(state.freightList, limits);
    expect(state.freightList).toHaveLength(3);
    expect(state.warning).toBe('The maximum 3 line items has been reached');
    state = addFreightItem(state.freightList, limits);
    expect(state.freightList).toHaveLength(3);
    expect(state.warning).toBe('The maximum 3 line items has been reached');
  });

  it('deleting removes the item and always leaves at least one empty item', () => {
    const two = [buildFreightItem({ key: '1' }), buildFreightItem({ key: '2' })];
    expect(deleteFreightItem(two, '1', limits).freightList.map((i) => i.key)).toEqual(['2']);
    const last = deleteFreightItem([buildFreightItem({ key: '1' })], '1', limits).freightList;
    expect(last).toEqual([blankFreightItem('2')]);
  });

  it('deleting below the maximum clears the warning', () => {
    const full = ['1', '2', '3'].map((key) => buildFreightItem({ key }));
    expect(deleteFreightItem(full, '2', limits).warning).toBe('');
  });

  it('clear-freight blanks every type; reset empties everything', () => {
    expect(clearFreightTypes([buildFreightItem(), buildFreightItem({ key: '2' })]).map((i) => i.type)).toEqual(['', '']);
    expect(resetFreight()).toEqual([blankFreightItem('1')]);
  });

  it('weight equals quantity times unit weight', () => {
    const item = blankFreightItem('1');
    expect(updateFreightItem(item, { quantity: '3', unitWeight: '12.5' }).weight).toBe('37.5');
    expect(updateFreightItem(item, { quantity: '3', unitWeight: '0.1' }).weight).toBe('0.3');
    expect(updateFreightItem(item, { quantity: '3' }).weight).toBe('');
  });

  it('choosing a ppiOnly type resets the form into PPI mode with that type and asks for the PPI list', () => {
    const state = { freightList: [buildFreightItem({ ppi: 4, description: 'boxes' }), buildFreightItem({ key: '2' })], ppi: false };
    const next = chooseFreightType(state, pallets);
    expect(next).toEqual({ freightList: [blankFreightItem('3', 'Pallets')], ppi: true, requestPpi: true });
  });

  it('choosing an ordinary type sets it on every item, and leaving PPI mode resets the form', () => {
    const state = { freightList: [buildFreightItem({ type: '' }), buildFreightItem({ key: '2', type: '' })], ppi: false };
    expect(chooseFreightType(state, general).freightList.map((i) => i.type)).toEqual(['General', 'General']);
    const ppiState = { freightList: [buildFreightItem({ type: 'Pallets', ppi: 2 })], ppi: true };
    expect(chooseFreightType(ppiState, general)).toEqual({ freightList: [blankFreightItem('2', 'General')], ppi: false, requestPpi: false });
  });

  it('cancels PPI mode and resets when the selected rate is no longer among the options', () => {
    const state = { freightList: [buildFreightItem({ type: 'Pallets', ppi: 2 })], ppi: true };
    expect(reconcilePpiMode(state, TEST_FREIGHT_TYPES)).toBe(state);
    expect(reconcilePpiMode(state, [general])).toEqual({ freightList: resetFreight(), ppi: false });
    const plain = { freightList: [buildFreightItem()], ppi: false };
    expect(reconcilePpiMode(plain, [])).toBe(plain);
  });

  it('keys are unique', () => {
    expect(nextItemKey([{ key: '1' }, { key: '7' }, { key: 'x' }])).toBe('8');
    expect(nextItemKey([])).toBe('1');
  });
});
