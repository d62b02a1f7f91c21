import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { PriceCheckAnswer } from '@portal/domain/carrier/pricing-calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { useStaffSessionStore } from '../session/staff-session-store';
import { acmeVersion, buildLane, buildPreview, buildVersion, CUMULATIVE_LANE, IMPACT, LEVIES, openPricing, versionAnswer } from './pricing-test-support';

// The pricing desk's screens checked with axe-core (issue 27: axe on each new screen): labels,
// names, roles and structure. Colour contrast needs a browser's layout, which jsdom has not: the
// end-to-end run checks it.

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const DRAFT = acmeVersion({ id: 40, label: 'Acme rates', status: 'draft', effectiveFrom: null });
const LANES = { lanes: [buildLane(), CUMULATIVE_LANE], total: 2, page: 1, pageSize: 100 };
const CHECKED: PriceCheckAnswer = {
  day: '2027-06-15',
  levy: { month: '2027-06', percent: 12.5 },
  customer: { version: null, breakdown: null, lane: null, note: 'Acme has no lane BNE to MEL: priced under the General card.' },
  general: {
    version: buildVersion(),
    breakdown: {
      card: 'general',
      deadWeight: 10,
      cubicVolume: 0,
      chargeableWeight: 10,
      freightCharge: 25,
      minimumApplied: true,
      pickupCharge: 15,
      deliveryCharge: 15,
      dangerousGoodsCharge: 0,
      fuelLevyPercent: 12.5,
      fuelLevy: 6.88,
      total: 61.88,
    },
    lane: buildLane({ depotTo: 'MEL' }),
    note: '',
  },
  quotedBy: 'general',
};

describe('the pricing desk with axe', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('the front page, and the new customer card dialog', async () => {
    openPricing('Pricing', '#/carrier/pricing');
    await screen.findByTestId('rate-cards');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'New customer card' }));
    await screen.findByRole('dialog', { name: 'New customer card' });
    expect(await violations()).toEqual([]);
  });

  it("a card's versions, a version's actions and the schedule dialog", async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general');
    await screen.findByTestId('card-versions');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Rates draft' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Schedule' }));
    await screen.findByRole('dialog', { name: 'Schedule Rates draft' });
    expect(await violations()).toEqual([]);
  });

  it("a customer's draft: its charges, prices per item and lanes", async () => {
    openPricing('Pricing', '#/carrier/pricing/versions/40', {
      'GET /carrier/pricing/versions/40': () => jsonResponse(versionAnswer(DRAFT, { charges: null })),
      'GET /carrier/pricing/versions/40/lanes': () => jsonResponse(LANES),
    });
    await screen.findByTestId('version-lanes');
    expect(await violations()).toEqual([]);
  });

  it("an import's preview", async () => {
    openPricing('Pricing', '#/carrier/pricing/cards/general', { 'POST /carrier/pricing/versions/15/imports': () => jsonResponse(buildPreview()) });
    fireEvent.change(await screen.findByLabelText('Rate sheet compared with Rates draft'), { target: { files: [new File(['x'], 'rates-2027.csv')] } });
    await screen.findByTestId('preview-errors');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Changed (1)' }));
    expect(await violations()).toEqual([]);
  });

  it('the fuel levies with the form', async () => {
    openPricing('Administrator', '#/carrier/pricing/levies', { 'GET /carrier/pricing/levies': () => jsonResponse(LEVIES) });
    await screen.findByTestId('fuel-levies');
    expect(await violations()).toEqual([]);
  });

  it('what a version would cost', async () => {
    openPricing('Customer service', '#/carrier/pricing/versions/14/impact', { 'GET /carrier/pricing/versions/14/impact': () => jsonResponse(IMPACT) });
    await screen.findByTestId('impact-customers');
    expect(await violations()).toEqual([]);
  });

  it('the price check, with an answer', async () => {
    openPricing('Pricing', '#/carrier/pricing/price-check', {
      'POST /carrier/pricing/price-check': () => jsonResponse(CHECKED),
      'GET /carrier/pricing/suburbs': () => jsonResponse({ suburbs: ['ROCKLEA, QLD, 4106'] }),
    });
    await screen.findByRole('form', { name: 'Price check' });
    expect(await violations()).toEqual([]);
    for (const label of ["Sender's suburb", "Receiver's suburb"]) {
      const box = screen.getByRole('combobox', { name: label });
      box.focus();
      fireEvent.change(box, { target: { value: 'ro' } });
      fireEvent.click(await screen.findByRole('option', { name: 'ROCKLEA, QLD, 4106' }));
    }
    const type = screen.getByRole('combobox', { name: 'Freight type' });
    type.focus();
    fireEvent.change(type, { target: { value: 'Gen' } });
    fireEvent.click(await screen.findByRole('option', { name: 'General' }));
    fireEvent.change(screen.getByLabelText('Unit weight (kg)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the price' }));
    await screen.findByTestId('price-check-answer');
    expect(await violations()).toEqual([]);
  });
});
