import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { useStaffSessionStore } from '../session/staff-session-store';
import { ACME, acmeVersion, DESK, openPricing, saved, sentBodies, versionAnswer } from './pricing-test-support';

describe('the pricing desk front page (issue 27)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it("shows the carrier's day and zone, the levy warning, and the cards with General first", async () => {
    openPricing('Customer service', '#/carrier/pricing');
    const table = await screen.findByTestId('rate-cards');
    expect(screen.getByTestId('carrier-clock').textContent).toBe(`Today is 2027-06-15 on the carrier's clock. ${PRICING_DESK_MESSAGES.timeZone('Australia/Brisbane')}`);
    expect(PRICING_DESK_MESSAGES.timeZone('Australia/Brisbane')).toBe('Prices change at 00:00 Australia/Brisbane.');
    expect(within(screen.getByTestId('levy-warnings')).getByText(DESK.levyWarnings[0]!)).toBeTruthy();
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('GeneralRates 2027, from 2027-01-01Rates July, from 2027-07-011');
    expect(rows[2]).toBe(`${ACME.name}NoneNone2`);
    expect(within(table).getByRole('link', { name: ACME.name }).getAttribute('href')).toBe('#/carrier/pricing/cards/5');
    expect(screen.getByRole('link', { name: 'Fuel levies' }).getAttribute('href')).toBe('#/carrier/pricing/levies');
    expect(screen.getByRole('link', { name: 'Price check' }).getAttribute('href')).toBe('#/carrier/pricing/price-check');
    // Customer service reads the desk: no write action.
    expect(screen.queryByRole('button', { name: 'New customer card' })).toBeNull();
  });

  it("starts a customer's card: the company chosen, an empty first draft, then the draft's page with the server's sentence", async () => {
    const draft = acmeVersion({ id: 40, label: 'Acme rates', status: 'draft', effectiveFrom: null, laneCount: 0, source: 'New card' });
    const fetch = openPricing('Pricing', '#/carrier/pricing', {
      'POST /carrier/pricing/cards/5/versions': () => saved(`Version 40 of ${ACME.name}'s card created.`, draft),
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(draft, { charges: null })),
      'GET /carrier/pricing/versions/40/lanes': () => jsonResponse({ lanes: [], total: 0, page: 1, pageSize: 100 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New customer card' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the card' }));
    expect(within(dialog).getByText(PRICING_DESK_MESSAGES.companyRequired)).toBeTruthy();
    const box = within(dialog).getByRole('combobox', { name: 'Customer' });
    box.focus();
    fireEvent.change(box, { target: { value: 'Acme' } });
    fireEvent.click(await screen.findByRole('option', { name: ACME.name }));
    fireEvent.change(within(dialog).getByLabelText('Label of its first draft', { exact: false }), { target: { value: 'Acme rates' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the card' }));
    expect(await screen.findByText(`Version 40 of ${ACME.name}'s card created.`)).toBeTruthy();
    expect(sentBodies(fetch, 'POST /carrier/pricing/cards/5/versions')).toEqual([{ label: 'Acme rates', copyOf: null }]);
    expect(window.location.hash).toBe('#/carrier/pricing/versions/40');
  });

  it("shows the server's refusal in the dialog", async () => {
    openPricing('Administrator', '#/carrier/pricing', {
      'POST /carrier/pricing/cards/5/versions': () => jsonResponse({ error: `${ACME.name} has a card already.` }, { status: 409 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New customer card' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer card' });
    const box = within(dialog).getByRole('combobox', { name: 'Customer' });
    box.focus();
    fireEvent.change(box, { target: { value: 'Acme' } });
    fireEvent.click(await screen.findByRole('option', { name: ACME.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the card' }));
    expect(await within(dialog).findByText(`${ACME.name} has a card already.`)).toBeTruthy();
  });

  it('says when there is no card yet', async () => {
    openPricing('Pricing', '#/carrier/pricing', { 'GET /carrier/pricing': () => jsonResponse({ ...DESK, cards: [], levyWarnings: [] }) });
    expect(await screen.findByText(PRICING_DESK_MESSAGES.noCards)).toBeTruthy();
    expect(screen.queryByTestId('levy-warnings')).toBeNull();
  });

  it("shows the desk's own refusal as it comes", async () => {
    openPricing('Pricing', '#/carrier/pricing', { 'GET /carrier/pricing': () => jsonResponse({ error: 'The pricing desk is closed for maintenance.' }, { status: 503 }) });
    expect(await screen.findByText('The pricing desk is closed for maintenance.')).toBeTruthy();
  });

  it('is neither listed nor open for a role without pricing:read', async () => {
    openPricing('Operations', '#/carrier/pricing');
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull());
  });
});
