import '../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { StaffAuditEvent } from '@portal/domain/carrier/staff-audit-calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockRoutes, paramsOf } from '../../components/documents/document-test-support';
import { jsonResponse, ONE_PAGE } from '../../test/factories';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

// The staff audit trail (issue 26): newest first, a page at a time, filtered by action, staff
// member and company, for the roles with audit:read only.

const AT = Date.UTC(2026, 9, 21, 3, 4, 5);
const event = (over: Partial<StaffAuditEvent> = {}): StaffAuditEvent => ({
  at: AT,
  username: 'sam',
  name: 'Sam Service',
  action: 'pod-recorded',
  target: 'FP000012345',
  address: '203.0.113.7',
  companyId: 1,
  companyName: 'Acme Hardware Pty Ltd',
  ...over,
});
const page = (events: StaffAuditEvent[], next: string | null = null) => () => jsonResponse({ ...ONE_PAGE, next, events });
const PATH = '/carrier/audit';

describe('the staff audit trail (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('shows when, who, the action in words, on what, the company and the address', async () => {
    signInStaff(buildStaffSession({ role: 'Customer service' }));
    mockRoutes({ [PATH]: page([event(), event({ username: 'nobody', name: '', action: 'sign-in-failed', target: 'nobody', companyId: null, companyName: '' })]) });
    renderCarrierArea('#/carrier/audit');
    const table = await screen.findByTestId('staff-audit');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Staff member', 'Action', 'Record or user', 'Company', 'Address']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-10-21 13:04 AEST', 'Sam Service (sam)', 'Proof of delivery recorded', 'FP000012345', 'Acme Hardware Pty Ltd', '203.0.113.7'],
      ['2026-10-21 13:04 AEST', 'nobody', 'Sign-in failed', 'nobody', '', '203.0.113.7'],
    ]);
    expect(screen.getByRole('heading', { name: /^Audit trail since/ })).toBeTruthy();
  });

  it('asks again for an action, a staff member and a company, and appends the next page', async () => {
    signInStaff(buildStaffSession({ role: 'Administrator' }));
    const CURSOR = '1763600000000.7';
    const fetch = mockRoutes({ [PATH]: (params) => (params.get('before') === CURSOR ? page([event({ target: 'FP000012353' })])() : page([event()], CURSOR)()) });
    renderCarrierArea('#/carrier/audit');
    await screen.findByText('FP000012345');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('FP000012353');
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'scan-recorded' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Staff member' }), { target: { value: ' Sam ' } });
    await waitFor(() => expect(paramsOf(fetch, PATH).at(-1)).toEqual({ action: 'scan-recorded', user: 'Sam' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Acme Hardware Pty Ltd' }))[0]!);
    await waitFor(() => expect(paramsOf(fetch, PATH).at(-1)).toEqual({ action: 'scan-recorded', user: 'Sam', company: '1' }));
    expect(screen.getByText('Company: Acme Hardware Pty Ltd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every company' }));
    await waitFor(() => expect(screen.queryByText('Company: Acme Hardware Pty Ltd')).toBeNull());
    expect(paramsOf(fetch, PATH).slice(0, 2)).toEqual([{}, { before: CURSOR }]);
  });

  it('is neither listed nor opened for Operations, whose role may not read it', async () => {
    signInStaff(buildStaffSession({ role: 'Operations' }));
    const fetch = mockRoutes({});
    renderCarrierArea('#/carrier/audit');
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Audit trail' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Customer service' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
