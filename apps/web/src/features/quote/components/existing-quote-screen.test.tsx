import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { ExistingQuoteScreen } from './quote-screens';
import { BREAKDOWN, buildQuote, completeWizard, mockQuoteCalls, quoteStore, stored } from './quote-test-support';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** /quote/existing carrying Q0000042, as the list's link does. */
function openExisting() {
  const view = renderScreen(<ExistingQuoteScreen />, '/quote/existing');
  void view.router.navigate('/quote/existing', { state: { quoteNumber: 'Q0000042' } });
  return view;
}

describe('existing quote (spec 02 sections 2, 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    quoteStore().getState().reset();
  });

  it('without a quote in the state, shows the quotes list', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quotes': () => jsonResponse({ ...ONE_PAGE, quotes: [] }) });
    renderScreen(<ExistingQuoteScreen />, '/quote/existing');
    expect(screen.getByRole('heading', { name: 'Existing Quotes' })).toBeTruthy();
    await screen.findByTestId('quote-list');
  });

  it('opens an accepted quote read-only at Accept Quote', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote({ accepted: true, pickupRequired: 2 })) });
    openExisting();
    expect((await screen.findByTestId('accepted-quote-number')).textContent).toBe('Quote Q0000042');
    expect(button('Convert to Pickup').disabled).toBe(false);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Steps' })).getByText('Summary'));
    expect(await screen.findByTestId('quote-summary')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Steps' })).getByText('Special Instructions'));
    expect((screen.getByLabelText('Special Instructions') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('disables both conversions of a quote already converted, with the reason (decision 0040)', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote({ accepted: true, pickupRequired: 1, connote: 'FP900000019' })) });
    openExisting();
    expect((await screen.findByTestId('accept-notice')).textContent).toBe('Quote Q0000042 has already been converted to FP900000019.');
    expect([button('Drop Freight in').disabled, button('Convert to Pickup').disabled]).toEqual([true, true]);
  });

  it('shows an accepted quote its price and breakdown on Accept Quote, with QuotationFinancials view only (issue 24)', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote({ accepted: true, quotePrice: BREAKDOWN.total, breakdown: BREAKDOWN })) });
    openExisting();
    const panel = within(await screen.findByTestId('accept-quote'));
    expect(panel.getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $1,212.78');
    expect(panel.getByRole('table', { name: 'Price breakdown' })).toBeTruthy();
  });

  it('shows a booker no price on an accepted quote (the server sent none)', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { add: true, edit: true, view: true }, Pickups: { add: true } } }));
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote({ accepted: true, quotePrice: null, breakdown: null })) });
    openExisting();
    await screen.findByTestId('accept-quote');
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });

  it('opens an unaccepted quote at Summary, editable with Quotations edit', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote()) });
    openExisting();
    await screen.findByTestId('quote-summary');
    expect(button('Accept Quote').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Steps' })).getByText('Special Instructions'));
    expect((screen.getByLabelText('Special Instructions') as HTMLTextAreaElement).readOnly).toBe(false);
  });

  it('shows an unaccepted quote read-only with Quotations view only', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { view: true } } }));
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote()) });
    openExisting();
    await screen.findByTestId('quote-summary');
    expect(button('Accept Quote').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });

  it("shows a server's refusal as Permission Denied", async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse({ error: 'You do not have access to view quotations.' }, { status: 403 }) });
    openExisting();
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view quotations.');
  });

  it('denies a user without Quotations view', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { add: true, edit: true } } }));
    const fetch = mockQuoteCalls();
    openExisting();
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view quotations.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers unsaved local edits of the same quote; Reload from Server takes the server copy', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote({ instructions: 'From the server' })) });
    quoteStore().setState(completeWizard({ draft: { ...completeWizard().draft, quoteNumber: 'Q0000042', instructions: 'Local' } }));
    openExisting();
    const dialog = await screen.findByRole('dialog', { name: 'Quote in Progress' });
    expect(dialog.textContent).toContain('Quote Q0000042 has a local copy, would you like to pickup where you left off?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload from Server' }));
    await screen.findByTestId('quote-summary');
    expect(stored().draft.instructions).toBe('From the server');
    expect(stored().dirty).toBe(false);
  });

  it('opens without a prompt when the local copy is this quote, saved', async () => {
    signInAs();
    mockQuoteCalls({ 'GET quote': () => jsonResponse(buildQuote()) });
    quoteStore().setState(completeWizard({ dirty: false, draft: { ...completeWizard().draft, quoteNumber: 'Q0000042' } }));
    openExisting();
    await screen.findByTestId('quote-summary');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
