import { describe, expect, it } from 'vitest';
import { blankFreightItem } from '../freight/freight-list';
import { buildFreightItem } from '../quote/test-factories';
import { answerDgQuestion, dgNextEnabled, dropUnselectedItemClasses, setItemDgClass, toggleDgClass } from './dg-flow';

const withDg = buildFreightItem({ dgClass: 'dgClass3', dgUNCode: '1203', dgTechName: 'GASOLINE', dgPackType: 'Drum', dgPackCount: '1', dgQty: '5', dgSubRisk: '6.1', dgPackGroup: 'II' });
const dgFields = (item: typeof withDg) => {
  const { dgClass, dgUNCode, dgTechName, dgSubRisk, dgPackGroup, dgPackType, dgPackCount, dgQty } = item;
  return { dgClass, dgUNCode, dgTechName, dgSubRisk, dgPackGroup, dgPackType, dgPackCount, dgQty };
};
const blankDg = dgFields(blankFreightItem('1'));

describe('dangerous goods sub-flow (spec 02 section 4)', () => {
  it('answering No clears the classes and every item’s dg fields', () => {
    const next = answerDgQuestion({ _dgHas: true, dgClasses: ['dgClass3'], freightList: [withDg] }, false);
    expect(next._dgHas).toBe(false);
    expect(next.dgClasses).toEqual([]);
    expect(dgFields(next.freightList[0] as typeof withDg)).toEqual(blankDg);
    expect(next.freightList[0]?.quantity).toBe(withDg.quantity);
  });

  it('answering Yes keeps what was chosen', () => {
    const state = { _dgHas: null, dgClasses: ['dgClass3'], freightList: [withDg] };
    expect(answerDgQuestion(state, true)).toEqual({ ...state, _dgHas: true });
  });

  it('Next is enabled when no, or yes with at least one class and no error', () => {
    expect(dgNextEnabled({ _dgHas: null, dgClasses: [] }, 1)).toBe(false);
    expect(dgNextEnabled({ _dgHas: false, dgClasses: [] }, 1)).toBe(true);
    expect(dgNextEnabled({ _dgHas: true, dgClasses: [] }, 1)).toBe(false);
    expect(dgNextEnabled({ _dgHas: true, dgClasses: ['dgClass3'] }, 1)).toBe(true);
    expect(dgNextEnabled({ _dgHas: true, dgClasses: ['dgClass1'] }, 1)).toBe(false);
    expect(dgNextEnabled({ _dgHas: true, dgClasses: ['dgClass3', 'dgClass8'] }, 1)).toBe(false);
  });

  it('a class tile toggles', () => {
    expect(toggleDgClass(['dgClass3'], 'dgClass8')).toEqual(['dgClass3', 'dgClass8']);
    expect(toggleDgClass(['dgClass3', 'dgClass8'], 'dgClass3')).toEqual(['dgClass8']);
  });

  it('selecting class N/A clears the item’s other dg fields', () => {
    expect(dgFields(setItemDgClass(withDg, 'N/A'))).toEqual(blankDg);
    expect(setItemDgClass(withDg, 'dgClass8')).toEqual({ ...withDg, dgClass: 'dgClass8' });
  });

  it('items of a deselected class go back to N/A', () => {
    const other = { ...withDg, key: '2', dgClass: 'dgClass8' };
    const next = dropUnselectedItemClasses({ _dgHas: true, dgClasses: ['dgClass8'], freightList: [withDg, other] });
    expect(dgFields(next.freightList[0] as typeof withDg)).toEqual(blankDg);
    expect(next.freightList[1]).toBe(other);
  });
});
