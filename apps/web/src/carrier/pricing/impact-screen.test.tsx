import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { useStaffSessionStore } from '../session/staff-session-store';
import { IMPACT, openPricing } from './pricing-test-support';

describe('what a version would cost (issue 27)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('shows what it is compared with, the consignments, each customer by change and the lanes, in dollars and cents', async () => {
    openPricing('Customer service', '#/carrier/pricing/versions/14/impact', { 'GET /carrier/pricing/versions/14/impact': () => jsonResponse(IMPACT) });
    expect(await screen.findByRole('heading', { name: 'What Rates July of the General card would cost' })).toBeTruthy();
    expect(screen.getByText(IMPACT.comparedWith)).toBeTruthy();
    expect(screen.getByTestId('impact-scope').textContent).toBe(
      '1,234 consignments since 2027-03-17, priced again under this version. Nothing is changed. 3 of them have no lane or price per item on one side and are left out of the totals.',
    );
    const customers = within(screen.getByTestId('impact-customers')).getAllByRole('row').map((row) => row.textContent);
    expect(customers.slice(1)).toEqual(['Acme Hardware Pty Ltd1,200$45,678.90$50,246.79+10.0%', 'Coastal Foods Pty Ltd34$1,000.00$1,020.00+2.0%']);
    const lanes = within(screen.getByTestId('impact-lanes')).getAllByRole('row').map((row) => row.textContent);
    expect(lanes[1]).toBe('BNE to SYDGeneral800$30,000.00$33,000.00$3,000.00+10.0%');
  });

  it("says the server's refusal as it comes", async () => {
    openPricing('Pricing', '#/carrier/pricing/versions/12/impact', {
      'GET /carrier/pricing/versions/12/impact': () => jsonResponse({ error: 'Rates 2027 is in force: only a draft or a scheduled version is compared.' }, { status: 409 }),
    });
    expect(await screen.findByText('Rates 2027 is in force: only a draft or a scheduled version is compared.')).toBeTruthy();
  });
});
