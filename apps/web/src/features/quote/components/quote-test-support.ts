import { BLANK_PARTY } from '@portal/domain/api/party';
import type { Quote, QuoteNewAnswer } from '@portal/domain/api/quote';
import { buildItem, optionsResponse } from '../../../components/booking/test-options';
import { jsonResponse, mockFetch } from '../../../test/factories';
import { quoteStoreFor } from '../store/quote-store';
import { blankQuoteWizard, type QuoteWizard } from '../store/quote-wizard-state';

// Shared set-up of the quote screen tests: the company 10 store of buildSession, a complete
// draft, and a fetch mock answering each quote call by method and path.

export const COMPANY_ID = 10;
export const quoteStore = () => quoteStoreFor(COMPANY_ID);

/** A draft every step accepts: Fortitude Valley to Sydney, one General item, pickup and delivery. */
export function completeWizard(overrides: Partial<QuoteWizard> = {}): QuoteWizard {
  const blank = blankQuoteWizard();
  return {
    ...blank,
    sender: { ...BLANK_PARTY, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
    receiver: { ...BLANK_PARTY, suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
    draft: {
      ...blank.draft,
      freightList: [buildItem()],
      pickupRequired: 2,
      deliveryRequired: 2,
      _dgHas: false,
      instructions: 'Ring the bell',
    },
    dirty: true,
    worked: true,
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<Quote> = {}): Quote {
  const { draft } = completeWizard();
  return {
    ...draft,
    progress: 5,
    sender: 'FORTITUDE VALLEY, QLD, 4006',
    receiver: 'SYDNEY, NSW, 2000',
    quoteNumber: 'Q0000042',
    version: 1,
    quotePrice: 123.45,
    breakdown: null,
    generalRate: false,
    accepted: false,
    createdAt: Date.UTC(2026, 10, 20),
    validUntil: Date.UTC(2026, 11, 4),
    connote: '',
    pickup: '',
    ...overrides,
  };
}

export { BREAKDOWN } from '../../../components/quote-price/quote-price-test-support';

export const PRICED: QuoteNewAnswer = {
  quoteNumber: 'Q0000042',
  version: 1,
  quotePrice: 123.45,
  breakdown: null,
  freightItemIDs: [5],
  freightList: [buildItem({ id: 5 })],
  errorMsg: '',
  generalRate: true,
};

type Answer = Response | Promise<Response>;
export type QuoteRoutes = Partial<Record<string, (body: unknown) => Answer>>;

/** Answers 'GET quoteNew', 'POST quote', ... from `routes`; GET quoteNew defaults to the test options. */
export function mockQuoteCalls(routes: QuoteRoutes = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace('/portal/', '')}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[key] ?? (key === 'GET quoteNew' ? () => optionsResponse() : undefined);
    return handler ? handler(body) : jsonResponse({ error: `No mock for ${key}` }, { status: 500 });
  });
}

/** What a test finds in the store after the screen ran. */
export const stored = () => quoteStore().getState();
