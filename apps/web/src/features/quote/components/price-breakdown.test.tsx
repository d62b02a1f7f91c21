import '../../../test/setup';
import type { Quote } from '@portal/domain/api/quote';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { ALL_PERMISSIONS, buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { ExistingQuoteScreen, NewQuoteScreen } from './quote-screens';
import { PriceBreakdownTable } from '../../../components/quote-price/price-breakdown-table';
import { BREAKDOWN, buildQuote, completeWizard, mockQuoteCalls, PRICED, quoteStore, type QuoteRoutes } from './quote-test-support';

// DESIGN.md pricing: the Summary shows the total excluding GST and its breakdown, both only with
// QuotationFinancials view (spec 02 section 6).

const NO_FINANCIALS = buildSession({ isAdmin: false, permissions: { ...ALL_PERMISSIONS, QuotationFinancials: {} } });

/** A complete local draft on Special Instructions, then Next: POST quoteNew and the Summary. */
async function priceLocalDraft(routes: QuoteRoutes) {
  quoteStore().setState(completeWizard({ draft: { ...completeWizard().draft, progress: 4 } }));
  mockQuoteCalls(routes);
  renderScreen(<NewQuoteScreen />, '/quote/new');
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open Local Copy' }));
  await screen.findByRole('heading', { name: 'Special Instructions' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('quote-number');
}

/** The value cell of the breakdown row headed `label`. */
const cellOf = (label: string) => {
  const row = within(screen.getByRole('table', { name: 'Price breakdown' })).getByRole('rowheader', { name: label }).closest('tr');
  return row?.querySelector('td')?.textContent;
};

describe('the price breakdown on the quote Summary', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    quoteStore().getState().reset();
  });

  it("shows POST quoteNew's breakdown under the total with QuotationFinancials view", async () => {
    signInAs();
    await priceLocalDraft({ 'POST quoteNew': () => jsonResponse({ ...PRICED, quotePrice: 1212.78, breakdown: BREAKDOWN }) });
    expect(screen.getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $1,212.78');
    expect(screen.getByTestId('quote-breakdown')).toBe(screen.getByRole('table', { name: 'Price breakdown' }));
    expect(cellOf('Rate card')).toBe('Customer');
    expect(cellOf('Chargeable weight (kg)')).toBe('1,050 (cubic volume 4.2 m³)');
    expect(cellOf('Freight charge')).toBe('$865.00');
    expect(cellOf('Pickup')).toBe('$50.00');
    expect(cellOf('Delivery')).toBe('$50.00');
    expect(cellOf('Dangerous goods')).toBe('$55.00');
    expect(cellOf('Fuel levy (18.9%)')).toBe('$192.78');
    expect(cellOf('Total (excluding GST)')).toBe('$1,212.78');
  });

  it('is absent without QuotationFinancials view', async () => {
    signInAs(NO_FINANCIALS);
    await priceLocalDraft({ 'POST quoteNew': () => jsonResponse({ ...PRICED, quotePrice: 0, breakdown: null }) });
    expect(screen.queryByTestId('quote-total')).toBeNull();
    expect(screen.queryByTestId('quote-breakdown')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Price breakdown' })).toBeNull();
  });

  /** /quote/existing carrying Q0000042, as the list's link does; GET quote answers `quote`. */
  async function openExisting(quote: Quote) {
    mockQuoteCalls({ 'GET quote': () => jsonResponse(quote) });
    const view = renderScreen(<ExistingQuoteScreen />, '/quote/existing');
    void view.router.navigate('/quote/existing', { state: { quoteNumber: 'Q0000042' } });
    await screen.findByTestId('quote-summary');
  }

  it("shows GET quote's breakdown on an existing quote", async () => {
    signInAs();
    await openExisting(buildQuote({ quotePrice: 1212.78, breakdown: BREAKDOWN }));
    expect(cellOf('Total (excluding GST)')).toBe('$1,212.78');
  });

  it('hides a breakdown from a user without QuotationFinancials view, whatever the answer holds', async () => {
    signInAs(NO_FINANCIALS);
    await openExisting(buildQuote({ quotePrice: 1212.78, breakdown: BREAKDOWN }));
    expect(screen.queryByTestId('quote-total')).toBeNull();
    expect(screen.queryByTestId('quote-breakdown')).toBeNull();
  });

  it('marks a minimum charge, and freight priced per item', () => {
    renderScreen(<PriceBreakdownTable breakdown={{ ...BREAKDOWN, chargeableWeight: 0, freightCharge: 42.51, minimumApplied: true, card: 'general' }} />);
    expect(cellOf('Rate card')).toBe('General');
    expect(cellOf('Freight charge')).toBe('$42.51 (minimum charge)');
    expect(cellOf('Chargeable weight (kg)')).toBe('Priced per item');
  });
});
