import { fireEvent, screen, within } from '@testing-library/react';
import { DEPOT_CALL_MESSAGES } from '@portal/domain/carrier/depot-calls';
import { DEPOT_FORM_MESSAGES, type DepotRecord } from '@portal/domain/carrier/depot-form';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls, type CallRoutes } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { CARRIER_SECTIONS } from '../sections';
import { useStaffSessionStore } from '../session/staff-session-store';

const BNE: DepotRecord = { ...buildDepotForm(), inUse: true };
const TST: DepotRecord = { ...buildDepotForm({ code: 'TST', city: 'Testville', lat: -26.5, lng: 148.8 }), inUse: false };

function open(role: StaffRole, routes: CallRoutes = {}) {
  const fetch = mockCalls({
    'GET /carrier/session': () => jsonResponse(buildStaffSession({ role })),
    'GET /carrier/depots': () => jsonResponse({ depots: [BNE, TST] }),
    ...routes,
  });
  signInStaff(buildStaffSession({ role }));
  renderCarrierArea('#/carrier/depots', CARRIER_SECTIONS);
  return fetch;
}
const sentBody = (fetch: ReturnType<typeof mockCalls>, key: string) => callsTo(fetch, key).map((init) => JSON.parse(String(init.body)) as unknown);

describe('the Depots section (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('lists the depots to a role that reads them, with nothing to change', async () => {
    open('Pricing');
    const table = await screen.findByTestId('depots');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('Brisbane');
    expect(rows[1]).toContain('General 13:00');
    expect(rows[1]).toContain('In use');
    expect(screen.queryByRole('button', { name: 'Add depot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit BNE' })).toBeNull();
  });

  it('edits a depot, its code kept, each field error under its field before anything is sent', async () => {
    const fetch = open('Operations', {
      'PUT /carrier/depots/BNE': () => jsonResponse({ success: true, message: DEPOT_CALL_MESSAGES.saved('BNE'), depot: BNE }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit BNE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit depot BNE' });
    expect((within(dialog).getByLabelText('Code') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Service radius (km)', { exact: false }), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('General receivals cut-off', { exact: false }), { target: { value: '3pm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(DEPOT_FORM_MESSAGES.serviceRadius)).toBeTruthy();
    expect(within(dialog).getByText(DEPOT_FORM_MESSAGES.generalCutOff)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /carrier/depots/BNE')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Service radius (km)', { exact: false }), { target: { value: '120' } });
    fireEvent.change(within(dialog).getByLabelText('General receivals cut-off', { exact: false }), { target: { value: '15:00' } });
    fireEvent.click(within(dialog).getByLabelText('Pickups run'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DEPOT_CALL_MESSAGES.saved('BNE'))).toBeTruthy();
    expect(sentBody(fetch, 'PUT /carrier/depots/BNE')).toEqual([{ ...buildDepotForm(), serviceRadiusKm: 120, generalReceivalCutOff: '15:00', pickupsRun: false }]);
  });

  it('adds a depot, the code already taken said under the code', async () => {
    const fetch = open('Operations', {
      'POST /carrier/depots': () => jsonResponse({ error: DEPOT_FORM_MESSAGES.codeTaken('BNE') }, { status: 409 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add depot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add depot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(DEPOT_FORM_MESSAGES.code)).toBeTruthy();
    expect(within(dialog).getByText(DEPOT_FORM_MESSAGES.cityBlank)).toBeTruthy();
    expect(within(dialog).getByText(DEPOT_FORM_MESSAGES.lat)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'bne' } });
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Brisbane' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'QLD' }));
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '-27.47' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '153.02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(DEPOT_FORM_MESSAGES.codeTaken('BNE'))).toBeTruthy();
    expect(sentBody(fetch, 'POST /carrier/depots')).toEqual([buildDepotForm()]);
  });

  it('closes a depot in use to new bookings, and deletes one nothing uses', async () => {
    const fetch = open('Operations', {
      'PUT /carrier/depots/BNE': () => jsonResponse({ success: true, message: DEPOT_CALL_MESSAGES.saved('BNE'), depot: { ...BNE, closed: true } }),
      'DELETE /carrier/depots/TST': () => jsonResponse({ success: true, message: DEPOT_CALL_MESSAGES.deleted('TST') }),
    });
    expect(await screen.findByRole('button', { name: 'Close BNE to new bookings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete BNE' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close BNE to new bookings' }));
    expect(await screen.findByText(DEPOT_CALL_MESSAGES.saved('BNE'))).toBeTruthy();
    expect(sentBody(fetch, 'PUT /carrier/depots/BNE')).toEqual([{ ...buildDepotForm(), closed: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete TST' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete depot TST' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DEPOT_CALL_MESSAGES.deleted('TST'))).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /carrier/depots/TST')).toHaveLength(1);
  });

  it("shows the server's refusal to delete a depot that came into use meanwhile", async () => {
    open('Operations', { 'DELETE /carrier/depots/TST': () => jsonResponse({ error: DEPOT_CALL_MESSAGES.inUse('TST') }, { status: 409 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete TST' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete depot TST' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(DEPOT_CALL_MESSAGES.inUse('TST'))).toBeTruthy();
  });

  it('is not open to a session without depots:read, nor listed', async () => {
    const session = buildStaffSession({ role: 'Operations', permissions: ['companies:read'] });
    mockCalls({ 'GET /carrier/session': () => jsonResponse(session) });
    signInStaff(session);
    renderCarrierArea('#/carrier/depots', CARRIER_SECTIONS);
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Depots' })).toBeNull();
  });
});
