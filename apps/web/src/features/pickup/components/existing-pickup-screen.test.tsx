import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { ExistingPickupScreen } from './pickup-screens';
import { callsTo } from '../../../test/mock-calls';
import { BOOKED, completeDraft, mockPickupCalls, pickupStore, stored } from './pickup-test-support';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const BOOKED_DRAFT = completeDraft({ pickupNumber: 'P0000012', progress: 8, scheduleDay: '2026-11-23', version: 4 });

/** /pickup/existing carrying P0000012, as the list's link does. */
function openExisting(pickupNumber = 'P0000012') {
  const view = renderScreen(<ExistingPickupScreen />, '/pickup/existing');
  void view.router.navigate('/pickup/existing', { state: { pickupNumber } });
  return view;
}

describe('existing pickup (spec 02 sections 2, 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    pickupStore().getState().reset();
  });

  it('without a pickup in the state, shows the pickups list', async () => {
    signInAs();
    mockPickupCalls({ 'GET pickups/list': () => jsonResponse({ ...ONE_PAGE, pickups: [] }) });
    renderScreen(<ExistingPickupScreen />, '/pickup/existing');
    expect(screen.getByRole('heading', { name: 'Existing Pickups' })).toBeTruthy();
    await screen.findByTestId('pickup-list');
  });

  it('opens a booked pickup at Review Pickup, editable with Pickups.edit, and saves it with POST pickups/edit', async () => {
    signInAs();
    const fetch = mockPickupCalls({
      'GET pickups/edit': () => jsonResponse(BOOKED_DRAFT),
      'POST pickups/edit': () => jsonResponse({ ...BOOKED, version: 5 }),
    });
    openExisting();
    expect((await screen.findByTestId('review-pickup-number')).textContent).toBe('Pickup P0000012');
    expect(new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('pickups/edit'))?.[0]), 'http://x').searchParams.get('pickupNumber')).toBe('P0000012');
    expect(screen.getByTestId('pickup-status').textContent).toBe('Booked');
    await waitFor(() => expect(button('Next').disabled).toBe(false));
    fireEvent.click(button('Edit Special Instructions'));
    fireEvent.change(screen.getByLabelText('Special Instructions'), { target: { value: 'Use the side door' } });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Pickup' }));
    expect(await screen.findByTestId('pickup-booked')).toBeTruthy();
    const [save] = callsTo(fetch, 'POST pickups/edit');
    expect(JSON.parse(String(save?.body))).toMatchObject({ pickupNumber: 'P0000012', instructions: 'Use the side door', version: 4 });
    // The next save sends the version this one made (decision 0030).
    expect(stored().draft.version).toBe(5);
  });

  it('shows the refusal of a save made from a copy someone else has changed since, and keeps the edit', async () => {
    signInAs();
    const stale = ROW_VERSION_MESSAGES.pickup('P0000012');
    mockPickupCalls({
      'GET pickups/edit': () => jsonResponse(BOOKED_DRAFT),
      'POST pickups/edit': () => jsonResponse({ error: stale }, { status: 409 }),
    });
    openExisting();
    await screen.findByTestId('review-pickup-number');
    await waitFor(() => expect(button('Next').disabled).toBe(false));
    fireEvent.click(button('Edit Special Instructions'));
    fireEvent.change(screen.getByLabelText('Special Instructions'), { target: { value: 'Use the side door' } });
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Pickup' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect([stored().draft.instructions, stored().draft.version]).toEqual(['Use the side door', 4]);
  });

  it('shows a completed pickup read-only with Print Label and no Edit links', async () => {
    signInAs();
    mockPickupCalls({ 'GET pickups/edit': () => jsonResponse({ ...BOOKED_DRAFT, status: 1, conType: 'electronic', conNumber: 'FP000012345' }) });
    openExisting();
    expect(await screen.findByTestId('review-consignment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print Label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Steps' })).getByText('Special Instructions'));
    expect((screen.getByLabelText('Special Instructions') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('shows a booked pickup read-only with Pickups.view only', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { view: true } } }));
    mockPickupCalls({ 'GET pickups/edit': () => jsonResponse(BOOKED_DRAFT) });
    openExisting();
    await screen.findByTestId('review-pickup');
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(button('Next').disabled).toBe(true);
    expect(stored().isNew).toBe(false);
  });

  it("shows 'Pickup {number} does not exist' as Permission Denied", async () => {
    signInAs();
    mockPickupCalls({ 'GET pickups/edit': () => jsonResponse({ error: 'Pickup P0000099 does not exist' }, { status: 404 }) });
    openExisting('P0000099');
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('Pickup P0000099 does not exist');
  });

  it('denies a user with neither Pickups.edit nor Pickups.view, before asking the server', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { add: true } } }));
    const fetch = mockPickupCalls();
    openExisting();
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view pickups.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('denies a completed pickup to a user with Pickups.edit only', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { edit: true } } }));
    mockPickupCalls({ 'GET pickups/edit': () => jsonResponse({ ...BOOKED_DRAFT, status: 1 }) });
    openExisting();
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view pickups.');
  });
});
