import '../../../test/setup';
import { buildQuoteDraft } from '@portal/domain/quote/test-factories';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../app/session/session-store';
import { buildSession, signInAs } from '../../../test/factories';
import { callsTo } from '../../../test/mock-calls';
import { renderScreen } from '../../../test/render';
import { QuoteDropFreightScreen } from './drop-freight-screens';
import { dropFreightStore, mockDropFreightCalls, stored } from './drop-freight-test-support';

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
});
