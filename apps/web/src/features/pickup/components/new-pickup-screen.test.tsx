import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildBookingOptions, optionsResponse } from '../../../components/booking/test-options';
import { buildSession, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { NewPickupScreen } from './pickup-screens';
import { completeWizard, mockPickupCalls, pickupStore, stored } from './pickup-test-support';

describe('new pickup (spec 02 sections 2, 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    pickupStore().getState().reset();
  });

  it('opens at Accounts with the customer defaults', async () => {
    signInAs();
    mockPickupCalls({
      'GET pickups/new': () =>
        optionsResponse(
          buildBookingOptions({
            customerDefaults: { defaultOpen: '06:00', defaultClose: '16:30', defaultInstructions: 'Dock 4', defaultExtraEmail: '', defaultSender: null },
          }),
        ),
    });
    renderScreen(<NewPickupScreen />, '/pickup/new');
    expect(await screen.findByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    const { draft } = stored();
    expect([draft.progress, draft.openFrom, draft.closedAfter, draft.instructions, draft.bookedBy]).toEqual([1, '06:00', '16:30', 'Dock 4', 'Jo Citizen']);
    const labels = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByText(/./).map((n) => n.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Enter Freight', 'Schedule Pickup', 'Review Pickup', 'Create Consignment']));
  });

  it('denies a user without Pickups.add', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { view: true, edit: true } } }));
    const fetch = mockPickupCalls();
    const { router } = renderScreen(<NewPickupScreen />, '/pickup/new');
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to create a pickup.');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers an outstanding local draft: Open Local Copy resumes it at its step', async () => {
    signInAs();
    mockPickupCalls();
    pickupStore().setState(completeWizard({ progress: 6, instructions: 'Side door' }));
    renderScreen(<NewPickupScreen />, '/pickup/new');
    const dialog = screen.getByRole('dialog', { name: 'Pickup in Progress' });
    expect(dialog.textContent).toContain('This account has an outstanding pickup, would you like to complete the pickup?');
    expect(within(dialog).queryByRole('button', { name: 'Reload from Server' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Local Copy' }));
    expect(((await screen.findByLabelText('Special Instructions')) as HTMLTextAreaElement).value).toBe('Side door');
  });

  it('Start New discards the local draft', async () => {
    signInAs();
    mockPickupCalls();
    pickupStore().setState(completeWizard({ progress: 6, instructions: 'Side door' }));
    renderScreen(<NewPickupScreen />, '/pickup/new');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start New' }));
    expect(await screen.findByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    expect([stored().draft.instructions, stored().worked]).toEqual(['', false]);
  });

  it('a numbered local copy can be reloaded from the server', async () => {
    signInAs();
    mockPickupCalls();
    pickupStore().setState(completeWizard({ progress: 7, pickupNumber: 'P0000012' }));
    const { router } = renderScreen(<NewPickupScreen />, '/pickup/new');
    const dialog = screen.getByRole('dialog', { name: 'Pickup in Progress' });
    expect(dialog.textContent).toContain('Pickup P0000012 has a local copy, would you like to pickup where you left off?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload from Server' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ pickupNumber: 'P0000012' }));
    expect(router.state.location.pathname).toBe('/pickup/existing');
  });
});
