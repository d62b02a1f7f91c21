import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteDraft } from '@portal/domain/api/quote';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAddress, buildBookingOptions, buildItem, optionsResponse } from '../../../components/booking/test-options';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { ConvertQuoteScreen } from './pickup-screens';
import { callsTo } from '../../../test/mock-calls';
import { BOOKED, mockPickupCalls, pickupStore, stored } from './pickup-test-support';

const QUOTE: QuoteDraft = {
  progress: 5,
  version: 3,
  sender: 'FORTITUDE VALLEY, QLD, 4006',
  receiver: 'SYDNEY, NSW, 2000',
  customerRef: 'REF-9',
  poNumber: '',
  freightList: [buildItem({ id: 5 })],
  ppi: false,
  pickupRequired: 2,
  deliveryRequired: 2,
  _dgHas: false,
  dgClasses: [],
  instructions: '',
  quoteNumber: 'Q0000042',
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** /quote/convert carrying the quote, as the Accept Quote screen navigates. */
function openConvert(state: unknown = { quoteNumber: 'Q0000042', quote: QUOTE }) {
  const view = renderScreen(<ConvertQuoteScreen />, '/quote/convert');
  void view.router.navigate('/quote/convert', { state });
  return view;
}

describe('convert quote to pickup (spec 02 sections 2, 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    pickupStore().getState().reset();
  });

  it('prefills Details from the quote, with the suburbs locked and only matching saved addresses', async () => {
    signInAs();
    const other = buildAddress({ id: 8, name: 'Elsewhere', suburb: 'DARWIN', state: 'NT', postCode: '0800', cityState: 'DARWIN, NT, 0800' });
    const fetch = mockPickupCalls({ 'GET quoteConvert': () => optionsResponse(buildBookingOptions({ addresses: [buildAddress(), other] })) });
    openConvert();
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    const [options] = callsTo(fetch, 'GET quoteConvert');
    expect(options).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('quote=Q0000042');
    expect([stored().draft.sender.suburb, stored().draft.receiver.suburb, stored().draft.pickupRef]).toEqual(['FORTITUDE VALLEY', 'SYDNEY', 'REF-9']);
    const suburbs = screen.getAllByLabelText(/Suburb\/City/) as HTMLInputElement[];
    expect(suburbs.every((input) => input.disabled)).toBe(true);
    const steps = within(screen.getByRole('navigation', { name: 'Steps' }));
    expect(steps.getByText('Check Freight')).toBeTruthy();
  });

  it('shows the freight and dangerous goods locked to the quote, then books with POST quoteConvert', async () => {
    signInAs();
    const fetch = mockPickupCalls({ 'POST quoteConvert': () => jsonResponse(BOOKED) });
    openConvert();
    await screen.findByLabelText('Yes');
    // Start where a user reaches Check Freight, with Details filled in.
    pickupStore().getState().patchDraft({ accounts: true, progress: 3 });
    expect(await screen.findByRole('heading', { name: 'Check Freight' })).toBeTruthy();
    expect(screen.getByText('Freight may not be modified as it was selected as part of the quoting process')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(await screen.findByText("Dangerous Goods can't be selected as it wasn't part of the quoting process")).toBeTruthy();
    pickupStore().getState().patchDraft({ progress: 7 });
    await screen.findByTestId('review-pickup');
    expect(screen.queryByRole('button', { name: 'Edit Freight' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeTruthy();
    await waitFor(() => expect(button('Book Pickup').disabled).toBe(false));
    fireEvent.click(button('Book Pickup'));
    expect((await screen.findByTestId('booked-pickup-number')).textContent).toBe('Pickup P0000012');
    const [post] = callsTo(fetch, 'POST quoteConvert');
    expect(JSON.parse(String(post?.body))).toMatchObject({ pickupOrConsignment: 0, quoteNumber: 'Q0000042', pickupRequired: 2, deliveryRequired: 2 });
    expect((post?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("says 'You do not have a quotation to convert' without a quote in the state", async () => {
    signInAs();
    const fetch = mockPickupCalls();
    renderScreen(<ConvertQuoteScreen />, '/quote/convert');
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have a quotation to convert');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs Quotations.edit and Pickups.add', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Quotations: { edit: true, view: true }, Pickups: { view: true } } }));
    mockPickupCalls();
    openConvert();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain(
        'You do not have access to convert a quotation to a pickup.',
      ),
    );
  });

  it("shows 'Failed to load the quote options.' when GET quoteConvert fails", async () => {
    signInAs();
    mockPickupCalls({ 'GET quoteConvert': () => jsonResponse({ error: 'Quote Q0000042 has already been converted.' }, { status: 409 }) });
    openConvert();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Failed to load the quote options.',
      'Quote Q0000042 has already been converted.',
    ]);
  });
});
