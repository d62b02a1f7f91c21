import type { FreightItem } from '../booking/booking';
import { DG_CLASS_NA, isNoDgClass } from './dg-classes';
import { dgClassSelectionErrors, type DgItemFields } from './dg-rules';

// The Dangerous Goods sub-flow (spec 02 section 4): ask yes or no, then select classes, then
// the item information.

export interface DgState {
  _dgHas: boolean | null;
  dgClasses: string[];
  freightList: FreightItem[];
}

const BLANK_DG_FIELDS: DgItemFields = {
  dgClass: DG_CLASS_NA,
  dgUNCode: '',
  dgTechName: '',
  dgSubRisk: '',
  dgPackGroup: '',
  dgPackType: '',
  dgPackCount: '',
  dgQty: '',
};

/** Answering No clears the classes and every item's dg fields; Yes keeps what was chosen. */
export function answerDgQuestion(state: DgState, has: boolean): DgState {
  if (has) return { ...state, _dgHas: true };
  return {
    _dgHas: false,
    dgClasses: [],
    freightList: state.freightList.map((item) => ({ ...item, ...BLANK_DG_FIELDS })),
  };
}

/** Clicking a class tile selects it, or deselects it when selected. */
export function toggleDgClass(classes: readonly string[], name: string): string[] {
  return classes.includes(name) ? classes.filter((c) => c !== name) : [...classes, name];
}

/**
 * Deselected classes leave the items that carried them: those items go back to N/A, so an item
 * never names a class that is not selected.
 */
export function dropUnselectedItemClasses(state: DgState): DgState {
  const freightList = state.freightList.map((item) =>
    isNoDgClass(item.dgClass) || state.dgClasses.includes(item.dgClass) ? item : { ...item, ...BLANK_DG_FIELDS },
  );
  return { ...state, freightList };
}

/** Selecting class N/A clears the item's other dg fields (they are disabled). */
export function setItemDgClass<T extends DgItemFields>(item: T, dgClass: string): T {
  return isNoDgClass(dgClass) ? { ...item, ...BLANK_DG_FIELDS, dgClass: DG_CLASS_NA } : { ...item, dgClass };
}

/** Next is enabled when the answer is no, or yes with at least one class and no error. */
export function dgNextEnabled(state: Pick<DgState, '_dgHas' | 'dgClasses'>, lineItems: number): boolean {
  if (state._dgHas === false) return true;
  return state._dgHas === true && state.dgClasses.length > 0 && dgClassSelectionErrors(state.dgClasses, lineItems).length === 0;
}
