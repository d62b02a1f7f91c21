import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PickupListRow } from '@portal/domain/api/pickup';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { callsTo } from '../../../test/mock-calls';
import { mockPickupCalls } from './pickup-test-support';
import { PickupsScreen } from './pickups-screen';

const ROW: PickupListRow = {
  pickupNum: 'P0000012',
  date: Date.UTC(2026, 10, 20, 3),
  timeZone: 'Australia/Brisbane',
  senderCompany: 'Valley Traders',
  senderSuburb: 'Fortitude Valley 4006 QLD',
  receiverCompany: '',
  receiverSuburb: 'Sydney 2000 NSW',
  quoteNum: 'Q0000042',
  conNum: 'FP000012345',
  status: 1,
  scanned: false,
};

const list = (rows: PickupListRow[] = [ROW]) => () => jsonResponse({ ...ONE_PAGE, pickups: rows });

describe('pickups list (spec 02 sections 2 and 3)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it("shows 'Loading Data...', then each pickup's columns", async () => {
    signInAs();
    mockPickupCalls({ 'GET pickups/list': list([ROW, { ...ROW, pickupNum: 'P0000013', quoteNum: '', conNum: '', status: 0 }]) });
    renderScreen(<PickupsScreen />, '/pickup');
    expect(screen.getByText('Loading Data...')).toBeTruthy();
    const row = await screen.findByTestId('pickup-row-P0000012');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 8)).toEqual(['Pickup Number', 'Date', 'Sender (Suburb)', 'Receiver (Suburb)', 'Quote', 'Consignment', 'Document Link', 'Status']);
    expect(within(row).getByText('2026-11-20 13:00 AEST')).toBeTruthy();
    expect(within(row).getByText('Valley Traders (Fortitude Valley 4006 QLD)')).toBeTruthy();
    expect(within(row).getByText('Sydney 2000 NSW')).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(screen.getByTestId('pickup-row-P0000013')).getByText('Booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Pickup' }).getAttribute('href')).toBe('/pickup/new');
  });

  it('links to the pickup, its quote and its consignment', async () => {
    signInAs();
    mockPickupCalls({ 'GET pickups/list': list() });
    const { router } = renderScreen(<PickupsScreen />, '/pickup');
    const row = await screen.findByTestId('pickup-row-P0000012');
    const follow = async (name: string, pathname: string, state: unknown) => {
      fireEvent.click(within(screen.getByTestId('pickup-row-P0000012')).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.state).toEqual(state);
      await router.navigate('/pickup');
    };
    expect(row).toBeTruthy();
    await follow('P0000012', '/pickup/existing', { pickupNumber: 'P0000012' });
    await follow('Q0000042', '/quote/existing', { quoteNumber: 'Q0000042' });
    await follow('FP000012345', '/consignment', { consignmentNumber: 'FP000012345' });
  });

  it('duplicates a pickup after the confirmation and opens the copy', async () => {
    signInAs();
    const fetch = mockPickupCalls({
      'GET pickups/list': list(),
      'POST pickups/duplicate': () => jsonResponse({ success: true, recordNumber: 'P0000014', message: '' }),
    });
    const { router } = renderScreen(<PickupsScreen />, '/pickup');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Pickup P0000012' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Pickup' });
    expect(dialog.textContent).toContain('This will create a copy of pickup P0000012. Are you sure you want to continue?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate Pickup' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ pickupNumber: 'P0000014' }));
    expect(router.state.location.pathname).toBe('/pickup/existing');
    expect(JSON.parse(String(callsTo(fetch, 'POST pickups/duplicate')[0]?.body))).toEqual({ pickupNumber: 'P0000012' });
  });

  it("shows a refused duplicate's message in the list's error area, and Cancel closes the dialog", async () => {
    signInAs();
    mockPickupCalls({
      'GET pickups/list': list(),
      'POST pickups/duplicate': () => jsonResponse({ success: false, recordNumber: '', message: 'Pickup P0000012 cannot be copied.' }),
    });
    renderScreen(<PickupsScreen />, '/pickup');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Pickup P0000012' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Pickup P0000012' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate Pickup' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pickup P0000012 cannot be copied.');
  });

  it('offers no duplicate without Pickups.add', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { view: true } } }));
    mockPickupCalls({ 'GET pickups/list': list() });
    renderScreen(<PickupsScreen />, '/pickup');
    const copy = (await screen.findByRole('button', { name: 'Duplicate Pickup P0000012' })) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
  });

  it('denies the list without Pickups.view, and asks nothing of the server', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { add: true } } }));
    const fetch = mockPickupCalls();
    const { router } = renderScreen(<PickupsScreen />, '/pickup');
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view pickups.');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
