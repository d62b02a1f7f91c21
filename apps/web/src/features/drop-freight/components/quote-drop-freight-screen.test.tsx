import '../../../test/setup';
import { buildQuoteDraft } from '@portal/domain/quote/test-factories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { optionsResponse } from '../../../components/booking/test-options';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { callsTo } from '../../../test/mock-calls';
import { renderScreen } from '../../../test/render';
import { QuoteDropFreightScreen } from './drop-freight-screens';
import { dropFreightStore, mockDropFreightCalls, stored, workedWizard } from './drop-freight-test-support';

// /quote/dropfreight (spec 02 sections 2 and 6): Quotations.edit and Consignments.add, and a quote.

const openWithQuote = (state: unknown) => {
  const view = renderScreen(<QuoteDropFreightScreen />, '/start');
  void view.router.navigate('/quote/dropfreight', { state });
  return view;
};

describe('a quote converted to drop freight', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    dropFreightStore().getState().reset();
  });

  it('without a quote in the state: You do not have a quotation to convert', async () => {
    signInAs();
    mockDropFreightCalls();
    openWithQuote(null);
    expect((await screen.findByRole('dialog', { name: 'Permission Denied' })).textContent).toContain('You do not have a quotation to convert');
  });

  it('without Consignments.add: the convert-to-consignment denial', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { edit: true, view: true }, Consignments: { view: true } } }));
    const fetch = mockDropFreightCalls();
    openWithQuote({ quoteNumber: 'Q0000042', quote: buildQuoteDraft({ pickupRequired: 1 }) });
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to convert a quotation to a consignment'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens at Accounts with the quote's route and freight, asking GET dropfreight for the quote", async () => {
    signInAs();
    const fetch = mockDropFreightCalls();
    openWithQuote({ quoteNumber: 'Q0000042', quote: buildQuoteDraft({ pickupRequired: 1, customerRef: 'Quoted' }) });
    expect(await screen.findByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('quote')).toBe('Q0000042');
    expect(callsTo(fetch, 'GET dropfreight')).toHaveLength(1);
    expect([stored().draft.quoteNumber, stored().draft.customerRef]).toEqual(['Q0000042', 'Quoted']);
  });

  it('a reload after Enter Consignment Number resumes the drop freight the quote was converted to (decision 0040)', async () => {
    signInAs();
    mockDropFreightCalls({
      'GET dropfreight': () => jsonResponse({ error: 'Quote Q0000042 has already been converted to FP900000175.' }, { status: 409 }),
      'GET quote': () =>
        jsonResponse({
          ...buildQuoteDraft({ pickupRequired: 1, quoteNumber: 'Q0000042', version: 2 }),
          quotePrice: 120,
          breakdown: null,
          generalRate: false,
          accepted: true,
          createdAt: 1,
          validUntil: 2,
          connote: 'FP900000175',
          pickup: '',
        }),
      'GET directdropfreight/new': () => optionsResponse(),
    });
    const { router } = openWithQuote({ quoteNumber: 'Q0000042', quote: buildQuoteDraft({ pickupRequired: 1 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/directdropfreight/existing'));
    expect(router.state.location.state).toEqual({ conNumber: 'FP900000175' });
    expect(screen.queryByText('Failed to load the quote options.')).toBeNull();
  });

  it("shows a quote's services as fixed, with the reason (spec 02 section 4)", async () => {
    signInAs();
    mockDropFreightCalls();
    dropFreightStore().setState(workedWizard({ quoteNumber: 'Q0000042', progress: 5, deliveryRequired: 2 }));
    openWithQuote({ quoteNumber: 'Q0000042', quote: buildQuoteDraft({ pickupRequired: 1 }) });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Drop Freight in Progress' })).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('services-fixed')).textContent).toBe(
      "The pickup and delivery services can't be amended as they were selected as part of the quoting process",
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(2);
    expect(radios.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
  });
});
