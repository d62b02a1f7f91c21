import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo } from '../../test/mock-calls';
import { useStaffSessionStore } from '../session/staff-session-store';
import { ACME, acmeVersion, buildLane, buildVersion, CHARGES, CUMULATIVE_LANE, openPricing, saved, sentBodies, versionAnswer } from './pricing-test-support';

const DRAFT = acmeVersion({ id: 40, label: 'Acme rates', status: 'draft', effectiveFrom: null, source: 'Copy of version 33', createdBy: 'Pat Pricer' });
const LANES = { lanes: [buildLane(), CUMULATIVE_LANE], total: 2, page: 1, pageSize: 100 };

const laneRoutes = (id: number) => ({ [`GET /carrier/pricing/versions/${id}/lanes`]: () => jsonResponse(LANES) });

describe("a version's page (issue 27)", () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it("saves a customer's draft: its own charges instead of General's, and a price per item left to General", async () => {
    const fetch = openPricing('Pricing', '#/carrier/pricing/versions/40', {
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(DRAFT, { charges: null })),
      'PUT /carrier/pricing/versions/40': () => saved('Acme rates saved.', DRAFT),
      ...laneRoutes(40),
    });
    expect(await screen.findByRole('heading', { name: `${ACME.name}'s card: Acme rates` })).toBeTruthy();
    expect(within(screen.getByTestId('version-summary')).getByText('Copy of version 33')).toBeTruthy();
    const general = screen.getByRole('switch', { name: "Use the General card's charges" }) as HTMLInputElement;
    expect(general.checked).toBe(true);
    const pickup = screen.getByLabelText('Pickup charge') as HTMLInputElement;
    expect(pickup.value).toBe('$15.00');
    expect(pickup.readOnly).toBe(true);

    fireEvent.click(general);
    fireEvent.change(pickup, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRICING_DESK_MESSAGES.chargeRequired('Pickup'))).toBeTruthy();
    expect(callsTo(fetch, 'PUT /carrier/pricing/versions/40')).toHaveLength(0);

    fireEvent.change(pickup, { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Price of Standard pallet'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Price of Half pallet'), { target: { value: '47.5' } });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Acme rates July' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Acme rates saved.')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT /carrier/pricing/versions/40')).toEqual([
      {
        label: 'Acme rates July',
        charges: { ...CHARGES, pickup: 18 },
        ppiPrices: [
          { id: 3, price: null },
          { id: 4, price: 47.5 },
        ],
      },
    ]);
  });

  it("sends null for the General card's charges, and shows the server's refusal", async () => {
    const fetch = openPricing('Administrator', '#/carrier/pricing/versions/40', {
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(DRAFT)),
      'PUT /carrier/pricing/versions/40': () => jsonResponse({ error: 'Acme rates is scheduled now: it is not changed.' }, { status: 409 }),
      ...laneRoutes(40),
    });
    fireEvent.click(await screen.findByRole('switch', { name: "Use the General card's charges" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Acme rates is scheduled now: it is not changed.')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT /carrier/pricing/versions/40')).toEqual([
      { label: 'Acme rates', charges: null, ppiPrices: [{ id: 3, price: 80 }, { id: 4, price: null }] },
    ]);
  });

  it('shows a version in force read-only, even to a writer', async () => {
    const inForce = buildVersion();
    openPricing('Pricing', '#/carrier/pricing/versions/12', {
      'GET /carrier/pricing/versions/12': () => jsonResponse(versionAnswer(inForce)),
      ...laneRoutes(12),
    });
    expect(await screen.findByRole('heading', { name: 'General card: Rates 2027' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect((screen.getByLabelText('Dangerous goods charge') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps a draft read-only for Customer service', async () => {
    openPricing('Customer service', '#/carrier/pricing/versions/40', {
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(DRAFT)),
      ...laneRoutes(40),
    });
    await screen.findByTestId('version-summary');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Price of Standard pallet') as HTMLInputElement).readOnly).toBe(true);
  });

  it("lists the lanes with their prices or bands, searched and paged on the server", async () => {
    const fetch = openPricing('Pricing', '#/carrier/pricing/versions/12', {
      'GET /carrier/pricing/versions/12': () => jsonResponse(versionAnswer(buildVersion())),
      'GET /carrier/pricing/versions/12/lanes': () => jsonResponse({ ...LANES, total: 250 }),
    });
    const table = await screen.findByTestId('version-lanes');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('BNESYDGeneralDefaultPickup and deliveryBasic $12.00, $0.3244 a kg, minimum $25.00, 250 kg a cubic metre');
    expect(rows[2]).toContain('Cumulative: 0-500 kg 0.50, 501-600 kg 0.45, 601 kg and over 0.40');
    expect(screen.getByText('Page 1 of 3, 250 lanes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/carrier/pricing/versions/12/lanes?page=2')).toBe(true));
    fireEvent.change(screen.getByLabelText('Search the lanes', { exact: false }), { target: { value: 'MEL' } });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/carrier/pricing/versions/12/lanes?page=1&search=MEL')).toBe(true));
  });

  it('goes back to the card after its draft is deleted, saying so', async () => {
    openPricing('Pricing', '#/carrier/pricing/versions/40', {
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(DRAFT)),
      'DELETE /carrier/pricing/versions/40': () => saved('Acme rates deleted.', DRAFT),
      'GET /carrier/pricing/cards/5': () => jsonResponse({ card: '5', name: ACME.name, companyId: ACME.id, today: '2027-06-15', timeZone: 'Australia/Brisbane', versions: [] }),
      ...laneRoutes(40),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Acme rates' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Acme rates' })).getByRole('button', { name: 'Delete the draft' }));
    expect(await screen.findByText('Acme rates deleted.')).toBeTruthy();
    expect(window.location.hash).toBe('#/carrier/pricing/cards/5');
    expect(screen.getByText('This card has no version yet.')).toBeTruthy();
  });

  it("says the server's sentence for a version it does not have", async () => {
    openPricing('Pricing', '#/carrier/pricing/versions/999', {
      'GET /carrier/pricing/versions/999': () => jsonResponse({ error: 'No version 999.' }, { status: 404 }),
      ...laneRoutes(999),
    });
    expect(await screen.findByText('No version 999.')).toBeTruthy();
  });
});
