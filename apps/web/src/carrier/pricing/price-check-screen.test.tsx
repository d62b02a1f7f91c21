import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceBreakdown } from '@portal/domain/api/quote';
import type { PriceCheckAnswer } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo } from '../../test/mock-calls';
import { useStaffSessionStore } from '../session/staff-session-store';
import { ACME, acmeVersion, buildLane, buildVersion, CUMULATIVE_LANE, openPricing, sentBodies } from './pricing-test-support';

const breakdown = (card: PriceBreakdown['card'], total: number): PriceBreakdown => ({
  card,
  deadWeight: 300,
  cubicVolume: 0.72,
  chargeableWeight: 300,
  freightCharge: 150,
  minimumApplied: false,
  pickupCharge: 55,
  deliveryCharge: 15,
  dangerousGoodsCharge: 55,
  fuelLevyPercent: 12.5,
  fuelLevy: 34.38,
  total,
});

const ANSWER: PriceCheckAnswer = {
  day: '2027-06-15',
  levy: { month: '2027-06', percent: 12.5 },
  customer: { version: acmeVersion({ id: 33, label: 'Acme 2027', effectiveFrom: '2027-02-01' }), breakdown: breakdown('customer', 309.38), lane: CUMULATIVE_LANE, note: '' },
  general: { version: buildVersion(), breakdown: breakdown('general', 341.5), lane: buildLane({ depotTo: 'MEL' }), note: '' },
  quotedBy: 'customer',
};

const SUBURBS: Record<string, string[]> = {
  RO: ['ROCKLEA, QLD, 4106', 'ROMA, QLD, 4455'],
  CL: ['CLAYTON, VIC, 3168'],
};

function open(role: 'Pricing' | 'Customer service', answer: () => Response = () => jsonResponse(ANSWER)) {
  const fetch = openPricing(role, '#/carrier/pricing/price-check', {
    'POST /carrier/pricing/price-check': answer,
  });
  // The suburbs the server would offer for what is typed.
  const answerSuburbs = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/carrier/pricing/suburbs') return answerSuburbs(input, init);
    return jsonResponse({ suburbs: SUBURBS[url.searchParams.get('search')!.toUpperCase()] ?? [] });
  });
  return fetch;
}

async function choose(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  box.focus();
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the price check (issue 27)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it("prices a consignment under the customer's card and General, side by side, naming versions, levy and lanes", async () => {
    const fetch = open('Customer service');
    await screen.findByRole('form', { name: 'Price check' });
    expect((screen.getByLabelText('Day', { exact: false }) as HTMLInputElement).value).toBe('2027-06-15');
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));
    for (const problem of [PRICING_DESK_MESSAGES.senderRequired, PRICING_DESK_MESSAGES.receiverRequired, PRICING_DESK_MESSAGES.freightTypeRequired, PRICING_DESK_MESSAGES.lineIncomplete(1)]) {
      expect(screen.getByText(problem)).toBeTruthy();
    }
    expect(callsTo(fetch, 'POST /carrier/pricing/price-check')).toHaveLength(0);

    await choose('Customer', 'Acme', ACME.name);
    await choose("Sender's suburb", 'ro', 'ROCKLEA, QLD, 4106');
    await choose("Receiver's suburb", 'cl', 'CLAYTON, VIC, 3168');
    await choose('Freight type', 'Gen', 'General');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Unit weight (kg)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Length (cm)'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Width (cm)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '30' } });
    await choose('Pickup', 'forklift', 'Pickup required with forklift');
    fireEvent.click(screen.getByLabelText('Dangerous goods'));
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));

    const result = await screen.findByTestId('price-check-answer');
    expect(sentBodies(fetch, 'POST /carrier/pricing/price-check')).toEqual([
      {
        card: '5',
        day: '2027-06-15',
        sender: 'ROCKLEA, QLD, 4106',
        receiver: 'CLAYTON, VIC, 3168',
        freightType: 'General',
        lines: [{ quantity: 2, unitWeight: 150, length: 120, width: 100, height: 30, ppi: null }],
        pickupRequired: 3,
        deliveryRequired: 2,
        dangerousGoods: true,
      },
    ]);
    expect(within(result).getByText(PRICING_DESK_MESSAGES.quotedByCustomer(ACME.name, '2027-06-15'))).toBeTruthy();
    expect(within(result).getByText('Fuel levy of 2027-06: 12.5%')).toBeTruthy();
    const customer = within(result).getByRole('region', { name: `${ACME.name}'s card` });
    expect(within(customer).getByText('Version: Acme 2027, from 2027-02-01')).toBeTruthy();
    expect(within(customer).getByText(/Lane: BNE to MEL, General\. .*Cumulative: 0-500 kg 0\.50/)).toBeTruthy();
    expect(within(customer).getByText('$309.38')).toBeTruthy();
    const general = within(result).getByRole('region', { name: 'General card' });
    expect(within(general).getByText('Version: Rates 2027, from 2027-01-01')).toBeTruthy();
    expect(within(general).getByText('$341.50')).toBeTruthy();
  });

  it('prices General alone, a per-item freight type by its entries, and says why a side has no price', async () => {
    const generalOnly: PriceCheckAnswer = {
      ...ANSWER,
      customer: null,
      general: { version: null, breakdown: null, lane: null, note: 'The General card has no lane from BNE to MEL for Pallets.' },
      quotedBy: null,
    };
    const fetch = open('Pricing', () => jsonResponse(generalOnly));
    await screen.findByRole('form', { name: 'Price check' });
    await choose("Sender's suburb", 'ro', 'ROCKLEA, QLD, 4106');
    await choose("Receiver's suburb", 'cl', 'CLAYTON, VIC, 3168');
    await choose('Freight type', 'Pal', 'Pallets (priced per item)');
    expect(screen.queryByLabelText('Unit weight (kg)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));
    expect(screen.getByText(PRICING_DESK_MESSAGES.ppiRequired(1))).toBeTruthy();
    await choose('Price per item entry', 'Half', 'Half pallet');
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent).filter(Boolean)).toEqual(['Line 1', 'Line 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));
    const result = await screen.findByTestId('price-check-answer');
    expect(sentBodies(fetch, 'POST /carrier/pricing/price-check')).toMatchObject([
      { card: 'general', freightType: 'Pallets', lines: [{ quantity: 1, unitWeight: 0, length: 0, width: 0, height: 0, ppi: 4 }] },
    ]);
    expect(within(result).queryByRole('region', { name: /'s card$/ })).toBeNull();
    expect(within(result).getByText(PRICING_DESK_MESSAGES.quotedByNeither('2027-06-15'))).toBeTruthy();
    expect(within(result).getByText('The General card has no lane from BNE to MEL for Pallets.')).toBeTruthy();
    expect(within(result).getByText('No version in force that day.')).toBeTruthy();
    expect(within(result).getByText(PRICING_DESK_MESSAGES.noPrice)).toBeTruthy();
  });

  it('searches suburbs only from two letters', async () => {
    const fetch = open('Pricing');
    await screen.findByRole('form', { name: 'Price check' });
    const box = screen.getByRole('combobox', { name: "Sender's suburb" });
    box.focus();
    fireEvent.change(box, { target: { value: 'r' } });
    await waitFor(() => expect(document.getElementById(box.getAttribute('aria-controls')!)?.textContent).toBe(PRICING_DESK_MESSAGES.suburbTooShort));
    fireEvent.change(box, { target: { value: 'ro' } });
    expect(await screen.findByRole('option', { name: 'ROMA, QLD, 4455' })).toBeTruthy();
    const searched = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/suburbs'));
    expect(searched).toEqual(['/carrier/pricing/suburbs?search=ro']);
  });

  it("shows the server's refusal as it comes", async () => {
    open('Pricing', () => jsonResponse({ error: 'Receiver: CLAYTON, VIC, 3168 is outside every depot.' }, { status: 400 }));
    await screen.findByRole('form', { name: 'Price check' });
    await choose("Sender's suburb", 'ro', 'ROCKLEA, QLD, 4106');
    await choose("Receiver's suburb", 'cl', 'CLAYTON, VIC, 3168');
    await choose('Freight type', 'Gen', 'General');
    fireEvent.change(screen.getByLabelText('Unit weight (kg)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));
    await waitFor(() => expect(screen.getByText('Receiver: CLAYTON, VIC, 3168 is outside every depot.')).toBeTruthy());
  });
});
