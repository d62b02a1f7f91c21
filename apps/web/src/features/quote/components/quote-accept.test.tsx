import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { ALL_PERMISSIONS, buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { NewQuoteScreen } from './quote-screens';
import { completeWizard, mockQuoteCalls, PRICED, quoteStore, stored, type QuoteRoutes } from './quote-test-support';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** A complete local draft on Special Instructions, opened from the local-copy prompt. */
async function openAtInstructions(routes: QuoteRoutes, pickupRequired: 1 | 2 = 2) {
  const draft = { ...completeWizard().draft, progress: 4, pickupRequired };
  quoteStore().setState(completeWizard({ draft }));
  const fetch = mockQuoteCalls(routes);
  const view = renderScreen(<NewQuoteScreen />, '/quote/new');
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open Local Copy' }));
  await screen.findByRole('heading', { name: 'Special Instructions' });
  return { ...view, fetch };
}

const priced: QuoteRoutes = {
  'POST quoteNew': () => jsonResponse(PRICED),
  'POST quote': () => jsonResponse({ success: true, message: '', version: 2 }),
};

describe('quote Summary and Accept Quote (spec 02 sections 2, 4, 6 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    quoteStore().getState().reset();
  });

  it('posts the draft, then shows the number, validity, price and General rate notice', async () => {
    signInAs();
    const { fetch } = await openAtInstructions(priced);
    fireEvent.click(button('Next'));
    expect((await screen.findByTestId('quote-number')).textContent).toBe('Quote Q0000042');
    expect(screen.getByTestId('quote-validity').textContent).toMatch(/^Valid for 14 days, until \d{4}-\d{2}-\d{2} \d{2}:\d{2} AEST$/);
    expect(screen.getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $123.45');
    expect(screen.getByTestId('general-rate-notice').textContent).toBe(
      'There are no customer rates for this route, so the General rate card has been used.',
    );
    expect(screen.getByTestId('summary-sender').textContent).toBe('Fortitude Valley 4006 QLD');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      sender: 'FORTITUDE VALLEY, QLD, 4006',
      receiver: 'SYDNEY, NSW, 2000',
      progress: 5,
      instructions: 'Ring the bell',
    });
    expect(stored().draft.freightList[0]?.id).toBe(5);
  });

  it('hides the total from a user without QuotationFinancials view', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { ...ALL_PERMISSIONS, QuotationFinancials: {} } }));
    await openAtInstructions({ ...priced, 'POST quoteNew': () => jsonResponse({ ...PRICED, quotePrice: 0 }) });
    fireEvent.click(button('Next'));
    await screen.findByTestId('quote-number');
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });

  it("shows the server's message on saving in the page error area and stays", async () => {
    signInAs();
    await openAtInstructions({ 'POST quoteNew': () => jsonResponse({ ...PRICED, quoteNumber: '', errorMsg: 'Cannot ship between this destination pair.' }) });
    fireEvent.click(button('Next'));
    await waitFor(() => expect(screen.getByTestId('quote-page-errors').textContent).toBe('Cannot ship between this destination pair.'));
    expect(screen.getByRole('heading', { name: 'Special Instructions' })).toBeTruthy();
  });

  it('with pickup required, accepting offers Convert to Pickup only, with the notice', async () => {
    signInAs();
    const { router } = await openAtInstructions(priced, 2);
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    const panel = await screen.findByTestId('accept-quote');
    expect(within(panel).getByText('As pickup was selected as part of the quoting process, drop freight in is not available')).toBeTruthy();
    // The accepted price stays in view (issue 24).
    expect(within(panel).getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $123.45');
    expect(button('Convert to Pickup').disabled).toBe(false);
    expect(button('Drop Freight in').disabled).toBe(true);
    expect(stored().accepted).toBe(true);
    fireEvent.click(button('Convert to Pickup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/convert'));
    expect(router.state.location.state).toMatchObject({ quoteNumber: 'Q0000042' });
  });

  it('without pickup, Drop Freight in only; Save returns to the dashboard and ends the local copy', async () => {
    signInAs();
    const { router } = await openAtInstructions(priced, 1);
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    await screen.findByTestId('accept-quote');
    expect(screen.getByText('As pickup was not selected as part of the quoting process, convert to pickup is not available')).toBeTruthy();
    expect(button('Convert to Pickup').disabled).toBe(true);
    expect(button('Drop Freight in').disabled).toBe(false);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(stored().worked).toBe(false);
  });

  it("says 'Not able to accept the quote: {server message}.' when the accept is refused", async () => {
    signInAs();
    await openAtInstructions({ ...priced, 'POST quote': () => jsonResponse({ success: false, message: 'The quote has expired', version: 1 }) });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    await waitFor(() =>
      expect(screen.getByTestId('quote-page-errors').textContent).toBe('Not able to accept the quote: The quote has expired.'),
    );
    expect(stored().accepted).toBe(false);
  });

  it("accepts the version it priced, and says the quote was changed by someone else when that version is gone", async () => {
    signInAs();
    const stale = ROW_VERSION_MESSAGES.quote('Q0000042');
    const { fetch } = await openAtInstructions({ ...priced, 'POST quote': () => jsonResponse({ error: stale }, { status: 409 }) });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(screen.getByTestId('quote-page-errors').textContent).toBe(`Not able to accept the quote: ${stale}`));
    const accept = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/quote'));
    expect(JSON.parse(String(accept?.[1]?.body))).toMatchObject({ quoteNumber: 'Q0000042', version: PRICED.version });
    expect(stored().accepted).toBe(false);
  });

  it('lets a user with Quotations add accept the quote they just made', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { add: true } } }));
    await openAtInstructions(priced);
    fireEvent.click(button('Next'));
    await screen.findByTestId('quote-number');
    expect(button('Accept Quote').disabled).toBe(false);
  });

  // Issue 25: the quote wizard shows failures as every wizard does.
  it("shows a server's refusal to price as Permission Denied", async () => {
    signInAs();
    const denial = 'You do not have access to create a quotation.';
    await openAtInstructions({ ...priced, 'POST quoteNew': () => jsonResponse({ error: denial }, { status: 403 }) });
    fireEvent.click(button('Next'));
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain(denial);
  });

  it("shows a server's refusal to accept as Permission Denied", async () => {
    signInAs();
    const denial = 'You do not have access to accept a quotation.';
    await openAtInstructions({ ...priced, 'POST quote': () => jsonResponse({ error: denial }, { status: 403 }) });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain(denial);
    expect(stored().accepted).toBe(false);
  });
});
