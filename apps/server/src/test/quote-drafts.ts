import type { FastifyInstance } from 'fastify';
import type { QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import { buildFreightItem } from '@portal/domain/quote/test-factories';
import { call } from './api';

// Quote drafts for the API tests: valid for Acme (PO required) from Brisbane to Sydney by default.

/** Suburb values of the seeded list (capitalised suburb, state, postcode). */
export const SUBURBS = {
  /** Brisbane: depots BNE first. */
  valley: 'Fortitude Valley, QLD, 4006',
  /** Sydney: depots SYD, NTL. */
  alexandria: 'Alexandria, NSW, 2015',
  /** Perth: PER only, no customer card has it. */
  welshpool: 'Welshpool, WA, 6106',
  /** Gold Coast: OOL first. */
  molendinar: 'Molendinar, QLD, 4214',
  homebushWest: 'Homebush West, NSW, 2140',
  hobart: 'Hobart, TAS, 7000',
  /** Darwin: DRW only, which has no route to Hobart, and no pickup or delivery run. */
  darwin: 'Darwin City, NT, 0800',
  birdsville: 'Birdsville, QLD, 4482',
} as const;

/** Two lines: 2 cartons of 12.5 kg (0.6 x 0.4 x 0.4 m) and a 40 kg crate (1.2 x 0.8 x 0.5 m). */
export function twoLines(over: Partial<FreightItem> = {}): FreightItem[] {
  return [
    buildFreightItem({ key: '1', quantity: '2', unitWeight: '12.5', weight: '25', length: '0.6', width: '0.4', height: '0.4', description: 'Cartons of fittings', ref: 'ACME-1', ...over }),
    buildFreightItem({ key: '2', quantity: '1', unitWeight: '40', weight: '40', length: '1.2', width: '0.8', height: '0.5', description: 'Crate of tools', ref: 'ACME-2', ...over }),
  ];
}

export function quoteDraft(over: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    progress: 5,
    version: 0,
    sender: SUBURBS.valley,
    receiver: SUBURBS.alexandria,
    customerRef: 'CR-100',
    poNumber: 'PO-4411',
    freightList: twoLines(),
    ppi: false,
    pickupRequired: 2,
    deliveryRequired: 2,
    _dgHas: false,
    dgClasses: [],
    instructions: 'Ring on arrival.',
    quoteNumber: '',
    ...over,
  };
}

/** POST quoteNew that must succeed. */
export async function createQuote(app: FastifyInstance, token: string, over: Partial<QuoteDraft> = {}): Promise<QuoteNewAnswer> {
  const response = await call(app, 'POST', 'quoteNew', { token, body: quoteDraft(over) });
  if (response.statusCode !== 200) throw new Error(`quoteNew: ${response.statusCode} ${response.body}`);
  return response.json<QuoteNewAnswer>();
}
