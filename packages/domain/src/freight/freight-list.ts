import type { FreightItem } from '../booking/booking';
import type { FreightTypeOption } from '../api/reference';
import type { FreightLimits } from '../api/session';
import { DG_CLASS_NA } from '../dangerous-goods/dg-classes';
import { itemWeight } from './line-item-rules';
import { lineItemsWarning, maxLineItems } from './totals-rules';

// Freight store transitions (spec 02 section 4 'Freight') as pure functions.

export interface FreightListState {
  freightList: FreightItem[];
  /** Book Price Per Item mode. */
  ppi: boolean;
}

export function blankFreightItem(key: string, type = ''): FreightItem {
  return {
    key,
    quantity: '',
    type,
    description: '',
    unitWeight: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    id: 0,
    ppi: 0,
    ref: '',
    error: '',
    dgClass: DG_CLASS_NA,
    dgUNCode: '',
    dgTechName: '',
    dgSubRisk: '',
    dgPackGroup: '',
    dgPackType: '',
    dgPackCount: '',
    dgQty: '',
  };
}

/** A key no card of the list has: one more than the largest numeric key. */
export function nextItemKey(list: readonly Pick<FreightItem, 'key'>[]): string {
  const numbers = list.map((item) => Number(item.key)).filter(Number.isInteger);
  return String(Math.max(0, ...numbers) + 1);
}

/** Reset empties everything: one blank card. */
export function resetFreight(): FreightItem[] {
  return [blankFreightItem('1')];
}

/**
 * Add appends a card (of the list's freight type, which every card shares) until the maximum is
 * reached; from then on the warning 'The maximum {n} line items has been reached' shows.
 */
export function addFreightItem(
  list: readonly FreightItem[],
  limits: FreightLimits,
): { freightList: FreightItem[]; warning: string } {
  const full = list.length >= maxLineItems(limits);
  const freightList = full ? [...list] : [...list, blankFreightItem(nextItemKey(list), list[0]?.type ?? '')];
  return { freightList, warning: lineItemsWarning(freightList.length, limits) };
}

/** Delete removes a card and always leaves at least one empty card. */
export function deleteFreightItem(
  list: readonly FreightItem[],
  key: string,
  limits: FreightLimits,
): { freightList: FreightItem[]; warning: string } {
  const rest = list.filter((item) => item.key !== key);
  const freightList = rest.length > 0 ? rest : [blankFreightItem(nextItemKey(list))];
  return { freightList, warning: lineItemsWarning(freightList.length, limits) };
}

/** Clear-freight blanks every card's freight type (the route changed). */
export function clearFreightTypes(list: readonly FreightItem[]): FreightItem[] {
  return list.map((item) => ({ ...item, type: '' }));
}

/** Edit a card; weight follows as quantity x unit weight. */
export function updateFreightItem(item: FreightItem, patch: Partial<Omit<FreightItem, 'key' | 'weight'>>): FreightItem {
  const next = { ...item, ...patch };
  const weight = itemWeight(next);
  return { ...next, weight: Number.isFinite(weight) ? String(weight) : '' };
}

/**
 * Choosing a freight type. A ppiOnly type switches to PPI mode: the form resets to one card of
 * that type with no ppi or description, and the caller requests the PPI list (POST options/ppi).
 * Leaving PPI mode for another type resets the form too. Otherwise every card takes the type.
 */
export function chooseFreightType(
  state: FreightListState,
  type: FreightTypeOption,
): FreightListState & { requestPpi: boolean } {
  if (type.ppiOnly || state.ppi) {
    const freightList = [blankFreightItem(nextItemKey(state.freightList), type.freight)];
    return { freightList, ppi: type.ppiOnly, requestPpi: type.ppiOnly };
  }
  return { freightList: state.freightList.map((item) => ({ ...item, type: type.freight })), ppi: false, requestPpi: false };
}

/** If the selected rate is no longer among the options, PPI mode is cancelled and the form reset. */
export function reconcilePpiMode(state: FreightListState, routeTypes: readonly FreightTypeOption[]): FreightListState {
  const type = state.freightList[0]?.type ?? '';
  if (!state.ppi || routeTypes.some((option) => option.freight === type && option.ppiOnly)) return state;
  return { freightList: resetFreight(), ppi: false };
}
