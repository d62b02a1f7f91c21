import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { callsTo } from '../../../test/mock-calls';
import { renderScreen } from '../../../test/render';
import { DirectDropFreightScreen } from './drop-freight-screens';
import { dropFreightStore, mockDropFreightCalls, stored, workedWizard } from './drop-freight-test-support';

const ROUTE = '/directdropfreight/:route';
const renderNew = () => renderScreen(<DirectDropFreightScreen />, '/directdropfreight/new', ROUTE);

describe('the direct drop-freight wizard (spec 02 sections 2, 4, 6 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
    dropFreightStore().getState().reset();
  });

  it("answers 'Bad Request' for a route that is neither new nor existing", () => {
    signInAs();
    renderScreen(<DirectDropFreightScreen />, '/directdropfreight/other', ROUTE);
    expect(screen.getByText('Bad Request')).toBeTruthy();
  });

  it('denies a user without Consignments.add', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { view: true, edit: true } } }));
    const fetch = mockDropFreightCalls();
    renderNew();
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to create a consignment.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens at Accounts on the 10 steps; Enter Consignment Number checks a manual number on the server first', async () => {
    signInAs();
    const fetch = mockDropFreightCalls({
      'GET directdropfreight/validate': () => jsonResponse({ success: false, message: "Consignment number FP100000017 is not from one of your company's connote books." }),
    });
    renderNew();
    expect(await screen.findByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Steps' }));
    expect(steps.getAllByText(/./).map((n) => n.textContent)).toEqual(expect.arrayContaining(['Enter Consignment Number', 'Schedule Drop In', 'Review Dropfreight']));
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByLabelText('Manual Connote'));
    fireEvent.change(screen.getByLabelText(/Consignment Number/), { target: { value: 'FP100000017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Consignment number FP100000017 is not from one of your company's connote books.")).toBeTruthy();
    expect(callsTo(fetch, 'POST directdropfreight/new')).toHaveLength(0);
    expect(stored().draft.progress).toBe(2);
  });

  it('numbers an electronic drop freight with POST directdropfreight/new and goes on to Details', async () => {
    signInAs();
    const fetch = mockDropFreightCalls({
      'POST directdropfreight/new': () => jsonResponse({ success: true, recordNumber: 'FP900000175', freightItemIDs: [], message: 'Drop freight FP900000175 has been saved.', version: 1 }),
    });
    renderNew();
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter Consignment Number', { selector: 'h2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: "Sender's Details" })).toBeTruthy();
    const [post] = callsTo(fetch, 'POST directdropfreight/new');
    const body = JSON.parse(String(post?.body)) as { progress: number; _created: boolean; conType: string };
    expect([body.progress, body._created, body.conType]).toEqual([3, false, 'preElectronic']);
    expect((post?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect([stored().draft.conNumber, stored().draft._created, stored().draft.progress]).toEqual(['FP900000175', true, 3]);
  });

  it('offers an outstanding local draft: Yes resumes it, No, new drop freight starts blank', async () => {
    signInAs();
    mockDropFreightCalls();
    dropFreightStore().setState(workedWizard({ _created: false, conNumber: '', progress: 4 }));
    renderNew();
    const dialog = screen.getByRole('dialog', { name: 'Drop Freight in Progress' });
    expect(dialog.textContent).toContain('This account has an outstanding drop freight, would you like to complete the drop freight?');
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, new drop freight' }));
    expect(await screen.findByText('Is Acme Hardware Pty Ltd paying for this freight?')).toBeTruthy();
    expect([stored().worked, stored().draft.progress]).toEqual([false, 1]);
  });

  it('a numbered local copy: No reloads it from the server on the existing route', async () => {
    signInAs();
    mockDropFreightCalls();
    dropFreightStore().setState(workedWizard({ progress: 8 }));
    const { router } = renderNew();
    const dialog = screen.getByRole('dialog', { name: 'Drop Freight in Progress' });
    expect(dialog.textContent).toContain('Dropfreight FP100000009 has a local copy, would you like to pickup where you left off?');
    expect(within(dialog).queryByRole('button', { name: 'No, new drop freight' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/directdropfreight/existing'));
    expect(router.state.location.state).toEqual({ conNumber: 'FP100000009' });
  });

  it('saves each step of a numbered draft on the server with its version, status 2 (decision 0040)', async () => {
    signInAs();
    const fetch = mockDropFreightCalls({
      'POST directdropfreight/edit': (body) =>
        jsonResponse({ success: true, recordNumber: 'FP100000009', freightItemIDs: [41], message: '', version: (body as { version: number }).version + 1 }),
    });
    dropFreightStore().setState(workedWizard({ progress: 3 }));
    renderNew();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Drop Freight in Progress' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('group', { name: "Sender's Details" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Check Freight', { selector: 'h2' })).toBeTruthy();
    const [post] = callsTo(fetch, 'POST directdropfreight/edit');
    const body = JSON.parse(String(post?.body)) as { progress: number; status: number; version: number; _created: boolean; sender: { fullName: string } };
    expect([body.progress, body.status, body.version, body._created, body.sender.fullName]).toEqual([4, 2, 1, true, 'Sam Sender']);
    // The next save sends the version this one made; the copy holds nothing the server lacks.
    expect([stored().draft.version, stored().dirty, stored().draft.progress]).toEqual([2, false, 4]);
  });

  it('says a drop freight is not booked before Finish leaves it (decision 0040)', async () => {
    signInAs();
    mockDropFreightCalls({ 'GET directdropfreight/existing': () => jsonResponse({ since: 0, next: null, quotes: [] }) });
    dropFreightStore().setState(workedWizard({ progress: 10 }));
    const { router } = renderNew();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Drop Freight in Progress' })).getByRole('button', { name: 'Yes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop Freight not Booked' });
    expect(dialog.textContent).toContain('Drop freight FP100000009 has not been booked: Create Consignment books it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Drop Freight not Booked' })).toBeNull());
    expect(router.state.location.pathname).toBe('/directdropfreight/new');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Drop Freight not Booked' })).getByRole('button', { name: 'Leave without booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dropfreight'));
  });
});
