import type { FreightItem } from '@portal/domain/booking/booking';
import type { BookingOptions, BookingOptionsAnswer, RateOption, SavedAddress, SuburbOption } from '@portal/domain/api/reference';
import { STANDARD_FREIGHT_LIMITS } from '@portal/domain/limits';
import { jsonResponse } from '../../test/factories';
import { serveGazetteer } from '../../test/gazetteers';

// Factories for the booking step tests: a small options answer with real-looking suburbs.

export function buildSuburb(suburb: string, state: string, postCode: string, depots: string[], available = true): SuburbOption {
  const capitalised = suburb.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    suburb,
    state,
    postCode,
    depots,
    value: `${suburb}, ${state}, ${postCode}`,
    label: `${capitalised} ${postCode} ${state}`,
    available,
  };
}

export const FORTITUDE_VALLEY = buildSuburb('FORTITUDE VALLEY', 'QLD', '4006', ['BNE']);
export const SYDNEY = buildSuburb('SYDNEY', 'NSW', '2000', ['SYD']);
export const NORTH_SYDNEY = buildSuburb('NORTH SYDNEY', 'NSW', '2060', ['SYD']);
export const DARWIN = buildSuburb('DARWIN', 'NT', '0800', ['DRW']);
export const HOBART = buildSuburb('HOBART', 'TAS', '7000', ['HBA']);
export const BIRDSVILLE = buildSuburb('BIRDSVILLE', 'QLD', '4482', [], false);

/** Thirty filler suburbs, so the list is long enough to be windowed. */
const FILLER = Array.from({ length: 30 }, (_, index) =>
  buildSuburb(`BRISBANE SUBURB ${String(index).padStart(2, '0')}`, 'QLD', String(4100 + index), ['BNE']),
);

export function buildRate(depotFrom: string, depotTo: string, overrides: Partial<RateOption> = {}): RateOption {
  return {
    depotFrom,
    depotTo,
    freight: 'General',
    default: true,
    pickupAllowed: true,
    deliveryAllowed: true,
    card: 'customer',
    ...overrides,
  };
}

export function buildBookingOptions(overrides: Partial<BookingOptions> = {}): BookingOptions {
  return {
    suburbs: [BIRDSVILLE, DARWIN, FORTITUDE_VALLEY, HOBART, NORTH_SYDNEY, SYDNEY, ...FILLER],
    depots: [],
    rates: [
      buildRate('BNE', 'SYD'),
      buildRate('BNE', 'SYD', { freight: 'Chiller' }),
      buildRate('BNE', 'SYD', { freight: 'Pallets' }),
      buildRate('BNE', 'BNE'),
      buildRate('SYD', 'BNE', { card: 'general' }),
    ],
    freightTypes: [
      { freight: 'General', ppiOnly: false },
      { freight: 'Chiller', ppiOnly: false },
      { freight: 'Pallets', ppiOnly: true },
    ],
    addresses: [],
    requirePO: false,
    forkliftPickup: true,
    forkliftDelivery: true,
    customerDefaults: {
      defaultOpen: '07:00',
      defaultClose: '17:00',
      defaultInstructions: '',
      defaultExtraEmail: '',
      defaultSender: null,
    },
    limits: STANDARD_FREIGHT_LIMITS,
    dimensionFactor: 1,
    fuelLevyPercent: 12,
    ...overrides,
  };
}

/**
 * The options as the server sends them (decision 0028): the company's part, naming a gazetteer
 * of the suburbs, depots and General card rates, which every mocked fetch then answers.
 */
export function buildOptionsAnswer(options: BookingOptions = buildBookingOptions()): BookingOptionsAnswer {
  const { suburbs, depots, rates, ...company } = options;
  const gazetteer = serveGazetteer({ suburbs, depots, rates: rates.filter((rate) => rate.card === 'general') });
  return { ...company, rates: rates.filter((rate) => rate.card === 'customer'), gazetteer };
}

/** An options call's answer (GET quoteNew, pickups/new, ...) for the mocked fetch. */
export const optionsResponse = (options?: BookingOptions) => jsonResponse(buildOptionsAnswer(options));

export function buildItem(overrides: Partial<FreightItem> = {}): FreightItem {
  return {
    key: 'item-1',
    quantity: '1',
    type: 'General',
    description: 'Cartons',
    unitWeight: '10',
    weight: '10',
    length: '1',
    width: '1',
    height: '1',
    id: 0,
    ppi: 0,
    ref: 'REF1',
    error: '',
    dgClass: 'N/A',
    dgUNCode: '',
    dgTechName: '',
    dgSubRisk: '',
    dgPackGroup: '',
    dgPackType: '',
    dgPackCount: '',
    dgQty: '',
    ...overrides,
  };
}

export function buildAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 7,
    fName: 'Sam',
    sName: 'Sender',
    name: 'Valley Traders',
    phone: '+61411888999',
    emailAddress: 'sam@example.com',
    addr1: '1 Ann Street',
    addr2: '',
    addr3: '',
    suburb: 'FORTITUDE VALLEY',
    state: 'QLD',
    postCode: '4006',
    depot: 'BNE',
    cityState: 'FORTITUDE VALLEY, QLD, 4006',
    ...overrides,
  };
}
