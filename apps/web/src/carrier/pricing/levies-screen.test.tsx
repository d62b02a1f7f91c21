import { fireEvent, screen, within } from '@testing-library/react';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo } from '../../test/mock-calls';
import { useStaffSessionStore } from '../session/staff-session-store';
import { LEVIES, openPricing, sentBodies } from './pricing-test-support';

const SET = { month: '2027-07', percent: 13.2, status: 'ahead', setBy: 'Casey Carrier', setAt: Date.UTC(2027, 5, 15) } as const;

describe('the fuel levies (issue 27)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('lists the months newest first with status, percent and who set them, and the warnings; a reader sets none', async () => {
    openPricing('Customer service', '#/carrier/pricing/levies', { 'GET /carrier/pricing/levies': () => jsonResponse(LEVIES) });
    const rows = within(await screen.findByTestId('fuel-levies')).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['2027-06This month12.5%Pat Pricer, 2027-06-01 10:30 AEST', '2027-05Past11.8%Seeded']);
    expect(within(screen.getByTestId('levy-warnings')).getByText(LEVIES.warnings[0]!)).toBeTruthy();
    expect(screen.queryByRole('form', { name: "Set a month's fuel levy" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the levy of 2027-06' })).toBeNull();
  });

  it("sets a month ahead: the month and percent checked first, then PUT with the month in the path and the server's sentence", async () => {
    const fetch = openPricing('Pricing', '#/carrier/pricing/levies', {
      'GET /carrier/pricing/levies': () => jsonResponse(LEVIES),
      'PUT /carrier/pricing/levies/2027-07': () => jsonResponse({ success: true, message: 'The fuel levy of 2027-07 is 13.2%.', levy: SET }),
    });
    const form = await screen.findByRole('form', { name: "Set a month's fuel levy" });
    fireEvent.change(within(form).getByLabelText('Month', { exact: false }), { target: { value: 'July' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set the levy' }));
    expect(within(form).getByText(PRICING_DESK_MESSAGES.levyMonth)).toBeTruthy();
    expect(within(form).getByText(PRICING_DESK_MESSAGES.levyPercent)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /carrier/pricing/levies/2027-07')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Month', { exact: false }), { target: { value: '2027-07' } });
    fireEvent.change(within(form).getByLabelText('Percent', { exact: false }), { target: { value: '13.2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set the levy' }));
    expect(await screen.findByText('The fuel levy of 2027-07 is 13.2%.')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT /carrier/pricing/levies/2027-07')).toEqual([{ percent: 13.2 }]);
  });

  it("fills the form from this month's row, and shows the server's refusal", async () => {
    const fetch = openPricing('Administrator', '#/carrier/pricing/levies', {
      'GET /carrier/pricing/levies': () => jsonResponse(LEVIES),
      'PUT /carrier/pricing/levies/2027-06': () => jsonResponse({ error: 'Quotes have been priced with the levy of 2027-06 already.' }, { status: 409 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the levy of 2027-06' }));
    expect(screen.queryByRole('button', { name: 'Change the levy of 2027-05' })).toBeNull();
    const form = screen.getByRole('form', { name: "Set a month's fuel levy" });
    expect((within(form).getByLabelText('Month', { exact: false }) as HTMLInputElement).value).toBe('2027-06');
    expect(document.activeElement).toBe(within(form).getByLabelText('Percent', { exact: false }));
    fireEvent.click(within(form).getByRole('button', { name: 'Set the levy' }));
    expect(await within(form).findByText('Quotes have been priced with the levy of 2027-06 already.')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT /carrier/pricing/levies/2027-06')).toEqual([{ percent: 12.5 }]);
  });
});
