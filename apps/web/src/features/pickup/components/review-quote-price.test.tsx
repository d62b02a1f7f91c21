import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildBookingOptions } from '../../../components/booking/test-options';
import { ReviewPickupStep } from '../../../components/booking/steps/review/review-pickup-step';
import { buildAcceptedQuote } from '../../../components/quote-price/quote-price-test-support';
import { ALL_PERMISSIONS, buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { callsTo, mockCalls } from '../../../test/mock-calls';
import { renderScreen } from '../../../test/render';
import { blankPickupDraft } from '../store/pickup-wizard-state';

// Issue 24: the review of a pickup converted from a quote shows the quote's stored price, with
// its breakdown, to QuotationFinancials view (spec 02 section 6), and never asks for it otherwise.

const converted = { ...blankPickupDraft(), quoteNumber: 'Q0000042' };
const review = () => renderScreen(<ReviewPickupStep draft={converted} options={buildBookingOptions()} />);

describe('Review Pickup: the price of the quote it converts', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('shows the stored total and its breakdown with QuotationFinancials view', async () => {
    signInAs();
    const fetch = mockCalls({ 'GET quote': () => jsonResponse(buildAcceptedQuote()) });
    review();
    const price = within(await screen.findByTestId('review-quote-price'));
    expect(price.getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $1,212.78');
    expect(price.getByRole('table', { name: 'Price breakdown' })).toBeTruthy();
    expect(callsTo(fetch, 'GET quote')).toHaveLength(1);
  });

  it('neither asks for nor shows a price without QuotationFinancials view', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { ...ALL_PERMISSIONS, QuotationFinancials: {} } }));
    const fetch = mockCalls({});
    review();
    await screen.findByTestId('review-pickup');
    expect(callsTo(fetch, 'GET quote')).toHaveLength(0);
    expect(screen.queryByTestId('review-quote-price')).toBeNull();
  });
});
