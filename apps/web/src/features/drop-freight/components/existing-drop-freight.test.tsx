import '../../../test/setup';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { DirectDropFreightScreen } from './drop-freight-screens';
import { completeDropFreight, dropFreightStore, mockDropFreightCalls, stored, workedWizard } from './drop-freight-test-support';

const openExisting = (conNumber: string) => {
  const view = renderScreen(<DirectDropFreightScreen />, '/start', '/directdropfreight/:route');
  void view.router.navigate('/directdropfreight/existing', { state: { conNumber } });
  return view;
};

describe('an existing drop freight (spec 02 sections 4 and 6)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    dropFreightStore().getState().reset();
  });

  it('opens a booked one read-only at its progress for a viewer, with its label to print', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { view: true } } }));
    mockDropFreightCalls({
      'GET directdropfreight/edit': () => jsonResponse(completeDropFreight({ status: 1, conType: 'manual', progress: 10 })),
    });
    openExisting('FP100000009');
    expect(await screen.findByTestId('consignment-number')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print Label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Consignment' })).toBeNull();
  });

  it('opens a draft without a progress at Review Dropfreight, editable with Consignments.edit', async () => {
    signInAs();
    mockDropFreightCalls({ 'GET directdropfreight/edit': () => jsonResponse(completeDropFreight({ progress: 0 })) });
    openExisting('FP100000009');
    expect(await screen.findByText('Review Dropfreight', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByTestId('drop-freight-status').textContent).toBe('Draft');
    // Edit links in the editable state; step 2 is not the existing route's.
    expect(screen.getAllByRole('button', { name: /^Edit/ }).length).toBeGreaterThan(3);
  });

  it("denies a user who may neither edit nor view consignments", async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { add: true } } }));
    mockDropFreightCalls();
    openExisting('FP100000009');
    expect((await screen.findByRole('dialog', { name: 'Permission Denied' })).textContent).toContain('You do not have access to view consignments');
  });

  it('opens the row clicked, whatever unnumbered draft this browser holds (decision 0040)', async () => {
    signInAs();
    mockDropFreightCalls({ 'GET directdropfreight/edit': () => jsonResponse(completeDropFreight({ progress: 9 })) });
    dropFreightStore().setState(workedWizard({ _created: false, conNumber: '', progress: 2 }));
    openExisting('FP100000009');
    expect(await screen.findByText('Review Dropfreight', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Drop Freight in Progress' })).toBeNull();
    expect(stored().draft.conNumber).toBe('FP100000009');
  });
});
