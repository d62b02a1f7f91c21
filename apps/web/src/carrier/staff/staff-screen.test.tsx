import { fireEvent, screen, within } from '@testing-library/react';
import { STAFF_ADMIN_MESSAGES, type StaffListRow } from '@portal/domain/carrier/staff-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { CARRIER_SECTIONS } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';

const row = (overrides: Partial<StaffListRow>): StaffListRow => ({
  id: 1,
  username: 'carrier',
  name: 'Casey Carrier',
  email: 'casey@carrier.example',
  role: 'Administrator',
  disabled: false,
  secondFactor: true,
  createdAt: 0,
  ...overrides,
});
const DESK = row({ id: 2, username: 'desk', name: 'Dana Desk', email: 'dana@carrier.example', role: 'Customer service', secondFactor: false });

describe('the Staff section (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('lists the staff and adds a staff member, checking the fields before anything is sent', async () => {
    const fetch = mockCalls({
      'GET /carrier/session': () => jsonResponse(buildStaffSession()),
      'GET /carrier/staff': () => jsonResponse({ staff: [row({}), DESK] }),
      'POST /carrier/staff': () =>
        jsonResponse({ success: true, message: 'Olive Ops has been added; a temporary password went to olive@carrier.example.', staff: row({ id: 3 }) }),
    });
    signInStaff();
    renderCarrierArea('#/carrier/staff', CARRIER_SECTIONS);
    expect(await screen.findByText('Dana Desk')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'olive ops' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(STAFF_ADMIN_MESSAGES.usernameShape)).toBeTruthy();
    expect(within(dialog).getByText(STAFF_ADMIN_MESSAGES.nameBlank)).toBeTruthy();
    expect(callsTo(fetch, 'POST /carrier/staff')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'olive.ops' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Olive Ops' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'olive@carrier.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/a temporary password went to olive@carrier.example/)).toBeTruthy();
    const [sent] = callsTo(fetch, 'POST /carrier/staff');
    expect(JSON.parse(String(sent!.body))).toEqual({ username: 'olive.ops', name: 'Olive Ops', email: 'olive@carrier.example', role: 'Customer service' });
  });

  it('changes a staff member by the id in the path and shows the server’s refusal', async () => {
    const fetch = mockCalls({
      'GET /carrier/session': () => jsonResponse(buildStaffSession()),
      'GET /carrier/staff': () => jsonResponse({ staff: [row({}), DESK] }),
      'PUT /carrier/staff/2': () => jsonResponse({ error: STAFF_ADMIN_MESSAGES.lastAdministrator }, { status: 400 }),
    });
    signInStaff();
    renderCarrierArea('#/carrier/staff', CARRIER_SECTIONS);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dana Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dana Desk' });
    fireEvent.click(within(dialog).getByLabelText('Disabled (cannot sign in)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STAFF_ADMIN_MESSAGES.lastAdministrator)).toBeTruthy();
    const [sent] = callsTo(fetch, 'PUT /carrier/staff/2');
    expect(JSON.parse(String(sent!.body))).toEqual({ name: 'Dana Desk', email: 'dana@carrier.example', role: 'Customer service', disabled: true });
  });

  it('is not open to a role that does not manage staff', async () => {
    mockCalls({ 'GET /carrier/session': () => jsonResponse(buildStaffSession({ role: 'Operations' })) });
    signInStaff(buildStaffSession({ role: 'Operations' }));
    renderCarrierArea('#/carrier/staff', CARRIER_SECTIONS);
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });
});
