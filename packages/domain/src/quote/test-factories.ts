import type { QuoteDraft } from '../api/quote';
import type { FreightItem } from '../booking/booking';
import type { FreightTypeOption, RateOption, SuburbOption } from '../api/reference';
import { blankFreightItem } from '../freight/freight-list';
import { STANDARD_FREIGHT_LIMITS } from '../limits';
import type { QuoteContext } from './quote-rules';

// Factories for tests of the booking rules (domain, server and web): valid by default, with
// overrides for the case under test.

export function buildFreightItem(over: Partial<FreightItem> = {}): FreightItem {
  return {
    ...blankFreightItem('1', 'General'),
    quantity: '2',
    unitWeight: '10',
    weight: '20',
    length: '1.2',
    width: '1',
    height: '0.5',
    ref: 'REF-1',
    ...over,
  };
}

export function buildRate(over: Partial<RateOption> = {}): RateOption {
  return {
    depotFrom: 'BNE',
    depotTo: 'SYD',
    freight: 'General',
    default: true,
    pickupAllowed: true,
    deliveryAllowed: true,
    card: 'general',
    ...over,
  };
}

export function buildSuburb(over: Partial<SuburbOption> & Pick<SuburbOption, 'suburb' | 'state' | 'postCode'>): SuburbOption {
  const label = `${over.suburb.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase())} ${over.postCode} ${over.state}`;
  return {
    depots: ['BNE'],
    value: `${over.suburb}, ${over.state}, ${over.postCode}`,
    label,
    available: true,
    ...over,
  };
}

export const TEST_SUBURBS = {
  valley: buildSuburb({ suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006', depots: ['BNE', 'OOL'] }),
  sydney: buildSuburb({ suburb: 'SYDNEY', state: 'NSW', postCode: '2000', depots: ['SYD', 'NTL'] }),
  darwin: buildSuburb({ suburb: 'DARWIN', state: 'NT', postCode: '0800', depots: ['DRW'] }),
  hobart: buildSuburb({ suburb: 'HOBART', state: 'TAS', postCode: '7000', depots: ['HBA'] }),
  outback: buildSuburb({ suburb: 'BIRDSVILLE', state: 'QLD', postCode: '4482', depots: [], available: false }),
};

export const TEST_FREIGHT_TYPES: FreightTypeOption[] = [
  { freight: 'General', ppiOnly: false },
  { freight: 'Chiller', ppiOnly: false },
  { freight: 'Pallets', ppiOnly: true },
];

export function buildQuoteContext(over: Partial<QuoteContext> = {}): QuoteContext {
  const suburbs = Object.values(TEST_SUBURBS);
  return {
    requirePO: false,
    limits: STANDARD_FREIGHT_LIMITS,
    dimensionFactor: 1,
    findSuburb: (value) => suburbs.find((s) => s.value === value),
    rates: [
      buildRate({}),
      buildRate({ freight: 'Chiller', pickupAllowed: false }),
      buildRate({ freight: 'Pallets' }),
      buildRate({ depotFrom: 'DRW', depotTo: 'BNE' }),
    ],
    freightTypes: TEST_FREIGHT_TYPES,
    forkliftPickup: true,
    forkliftDelivery: false,
    ...over,
  };
}

export function buildQuoteDraft(over: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    progress: 5,
    version: 0,
    sender: TEST_SUBURBS.valley.value,
    receiver: TEST_SUBURBS.sydney.value,
    customerRef: '',
    poNumber: '',
    freightList: [buildFreightItem()],
    ppi: false,
    pickupRequired: 2,
    deliveryRequired: 2,
    _dgHas: false,
    dgClasses: [],
    instructions: '',
    quoteNumber: '',
    ...over,
  };
}
