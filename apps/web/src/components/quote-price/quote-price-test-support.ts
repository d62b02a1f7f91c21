import type { PriceBreakdown, Quote } from '@portal/domain/api/quote';
import { buildItem } from '../booking/test-options';

// A stored quote's price for the screens that show it (the quote wizard, the reviews of its
// bookings, the consignment view).

/** A breakdown whose parts add up to its total: 1,020.00 + 18.9% levy 192.78 = 1,212.78. */
export const BREAKDOWN: PriceBreakdown = {
  card: 'customer',
  deadWeight: 900,
  cubicVolume: 4.2,
  chargeableWeight: 1050,
  freightCharge: 865,
  minimumApplied: false,
  pickupCharge: 50,
  deliveryCharge: 50,
  dangerousGoodsCharge: 55,
  fuelLevyPercent: 18.9,
  fuelLevy: 192.78,
  total: 1212.78,
};

/** GET quote's answer for an accepted quote Q0000042 priced at BREAKDOWN's total. */
export function buildAcceptedQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    progress: 5,
    version: 2,
    sender: 'FORTITUDE VALLEY, QLD, 4006',
    receiver: 'SYDNEY, NSW, 2000',
    customerRef: '',
    poNumber: '',
    freightList: [buildItem({ id: 5 })],
    ppi: false,
    pickupRequired: 2,
    deliveryRequired: 2,
    _dgHas: false,
    dgClasses: [],
    instructions: '',
    quoteNumber: 'Q0000042',
    quotePrice: BREAKDOWN.total,
    breakdown: BREAKDOWN,
    generalRate: false,
    accepted: true,
    createdAt: Date.UTC(2026, 10, 20),
    validUntil: Date.UTC(2026, 11, 4),
    connote: '',
    pickup: '',
    ...overrides,
  };
}
