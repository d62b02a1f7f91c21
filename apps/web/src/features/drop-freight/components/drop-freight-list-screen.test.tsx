import '../../../test/setup';
import type { DropFreightListRow } from '@portal/domain/api/drop-freight';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { placeDay } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import { listSince } from '@portal/domain/quote/quote-accept';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { deferred } from '../../../components/documents/document-test-support';
import { callsTo } from '../../../test/mock-calls';
import { renderScreen } from '../../../test/render';
import { completeDropFreight, mockDropFreightCalls } from './drop-freight-test-support';
import { DropFreightListScreen } from './drop-freight-list-screen';

const row = (overrides: Partial<DropFreightListRow>): DropFreightListRow => ({
  quoteNum: 'FP100000009',
  date: Date.UTC(2026, 10, 20),
  timeZone: 'Australia/Brisbane',
  sender: 'Fortitude Valley 4006 QLD',
  senderCompany: 'Acme Hardware',
  receiver: 'Sydney 2000 NSW',
  receiverCompany: '',
  customerRef: 'PO-1',
  scanned: false,
  quoted: false,
  status: 1,
  ...overrides,
});

const ROWS = [
  row({ quoteNum: 'FP100000009', scanned: true }),
  row({ quoteNum: 'FP100000017', status: 2 }),
  row({ quoteNum: 'FP900000175', quoted: true }),
];
const SINCE = Date.UTC(2026, 9, 25);

describe('Existing Drop Freight (spec 02 section 2)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    localStorage.clear();
  });

  it("shows 'Loading Data...', then 'Consignments from' the first day and the rows, each with its links and status", async () => {
    signInAs();
    mockDropFreightCalls({ 'GET directdropfreight/existing': () => jsonResponse({ ...ONE_PAGE, since: SINCE, quotes: ROWS }) });
    renderScreen(<DropFreightListScreen />, '/dropfreight');
    expect(screen.getByText('Loading Data...')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('consignments-from').textContent).toBe('Consignments from 2026-10-25'));
    const scanned = within(screen.getByTestId('drop-freight-row-FP100000009'));
    expect(scanned.getByRole('button', { name: 'FP100000009' })).toBeTruthy();
    expect(scanned.getByText('Booked')).toBeTruthy();
    // Duplicates only for rows that are not drafts and not quoted.
    expect(scanned.getByRole('button', { name: 'Duplicate Drop Freight FP100000009' })).toBeTruthy();
    const draft = within(screen.getByTestId('drop-freight-row-FP100000017'));
    expect([draft.getByText('Draft') !== null, draft.queryByRole('button', { name: /Duplicate/ })]).toEqual([true, null]);
    expect(within(screen.getByTestId('drop-freight-row-FP900000175')).queryByRole('button', { name: /Duplicate/ })).toBeNull();
  });

  it("shows 'Consignments from' with its date while loading, parties as 'Business (Suburb)', the Document Link as 'Document', and each booked row's consignment view", async () => {
    signInAs();
    const list = deferred();
    mockDropFreightCalls({ 'GET directdropfreight/existing': () => list.promise });
    const { router } = renderScreen(<DropFreightListScreen />, '/dropfreight');
    expect(screen.getByText('Loading Data...')).toBeTruthy();
    // The carrier's day (decision 0042), not the test machine's: they differ for ten hours a day.
    expect(screen.getByTestId('consignments-from').textContent).toBe(`Consignments from ${placeDay(listSince(Date.now()), NO_PLACE_ZONE)}`);
    list.resolve(jsonResponse({ ...ONE_PAGE, since: SINCE, quotes: ROWS }));
    const scanned = within(await screen.findByTestId('drop-freight-row-FP100000009'));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent).slice(0, 7)).toEqual([
      'Consignment Number', 'Date Created', 'Sender (Suburb)', 'Receiver (Suburb)', 'Customer Reference', 'Document Link', 'Status',
    ]);
    expect(scanned.getByText('Acme Hardware (Fortitude Valley 4006 QLD)')).toBeTruthy();
    expect(scanned.getByText('Sydney 2000 NSW')).toBeTruthy();
    expect(scanned.getByRole('link', { name: 'Document FP100000009' }).textContent).toBe('Document');
    // Every booked row, scanned or not, quoted or not, links to its consignment view; a draft does not.
    expect(within(screen.getByTestId('drop-freight-row-FP900000175')).getByRole('link', { name: 'View consignment FP900000175' })).toBeTruthy();
    expect(within(screen.getByTestId('drop-freight-row-FP100000017')).queryByRole('link', { name: /View consignment/ })).toBeNull();
    fireEvent.click(scanned.getByRole('link', { name: 'View consignment FP100000009' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consignment'));
    expect(router.state.location.state).toEqual({ consignmentNumber: 'FP100000009' });
  });

  it('confirms a duplicate, then fetches the copy and opens it on the existing route', async () => {
    signInAs();
    const fetch = mockDropFreightCalls({
      'GET directdropfreight/existing': () => jsonResponse({ ...ONE_PAGE, since: SINCE, quotes: ROWS }),
      'POST directdropfreight/duplicate': () => jsonResponse({ success: true, recordNumber: 'FP900000183', message: '' }),
      'GET directdropfreight/edit': () => jsonResponse(completeDropFreight({ conNumber: 'FP900000183', progress: 7 })),
    });
    const { router } = renderScreen(<DropFreightListScreen />, '/dropfreight');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Drop Freight FP100000009' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Drop Freight' });
    expect(dialog.textContent).toContain('This will create a copy of consignment FP100000009. Are you sure you want to continue?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate Drop Freight' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/directdropfreight/existing'));
    expect(router.state.location.state).toEqual({ conNumber: 'FP900000183' });
    expect(callsTo(fetch, 'GET directdropfreight/edit')).toHaveLength(1);
  });

  it("shows a refused duplicate's message in the list's error area", async () => {
    signInAs();
    mockDropFreightCalls({
      'GET directdropfreight/existing': () => jsonResponse({ ...ONE_PAGE, since: SINCE, quotes: ROWS }),
      'POST directdropfreight/duplicate': () => jsonResponse({ success: false, recordNumber: '', message: 'Drop freight FP100000009 cannot be copied.' }),
    });
    renderScreen(<DropFreightListScreen />, '/dropfreight');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Drop Freight FP100000009' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate Drop Freight' }));
    expect(await screen.findByText('Drop freight FP100000009 cannot be copied.')).toBeTruthy();
  });

  it('denies a user without Consignments.view', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { add: true } } }));
    const fetch = mockDropFreightCalls();
    renderScreen(<DropFreightListScreen />, '/dropfreight');
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to view consignments.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
