import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { captureDownloads, generated, mockRoutes, paramsOf, PDF_PATH, pdfResponse, renderWithState, type Routes } from '../../../components/documents/document-test-support';
import { printPdf } from '../../../components/documents/print-pdf';
import { fullTracking, IN_TRANSIT } from '../../../components/tracking/tracking-test-support';
import { buildSession, jsonResponse, signInAs } from '../../../test/factories';
import { ConsignmentScreen } from './consignment-screen';
import { buildConsignment, CON } from './consignment-test-support';
import { BREAKDOWN } from '../../../components/quote-price/quote-price-test-support';

vi.mock('../../../components/documents/print-pdf', () => ({ printPdf: vi.fn(() => Promise.resolve()) }));

const calls = (routes: Routes = {}) =>
  mockRoutes({
    'GET consignment': () => jsonResponse(buildConsignment()),
    '/api/track': () => jsonResponse(fullTracking(IN_TRANSIT)),
    'GET documents/generate': () => jsonResponse(generated()),
    [PDF_PATH]: pdfResponse,
    ...routes,
  });

const open = () => renderWithState(<ConsignmentScreen />, '/consignment', { consignmentNumber: CON });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('consignment view (spec 02 sections 2, 7 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    vi.mocked(printPdf).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the parties, references, services, freight, route, documents and tracking', async () => {
    signInAs();
    const fetch = calls();
    const { router } = open();
    expect(screen.getByRole('status').textContent).toBe('Loading Data...');
    await screen.findByRole('region', { name: 'Sender and Receiver' });
    expect(paramsOf(fetch, 'GET consignment')).toEqual([{ conNumber: CON }]);
    expect(section('Sender and Receiver').getByText('Sam Sender')).toBeTruthy();
    expect(section('Sender and Receiver').getByText('Rae Receiver')).toBeTruthy();
    for (const value of ['PO-77', 'REF-9', 'P0000012', 'Q0000042']) expect(section('References').getByText(value)).toBeTruthy();
    expect(section('Services').getByText('Pickup required')).toBeTruthy();
    expect(section('Services').getByText('Delivery required with forklift')).toBeTruthy();
    expect(section('Freight').getByTestId('freight-summary')).toBeTruthy();
    expect(section('Route').getByText('Brisbane (BNE) to Sydney (SYD)')).toBeTruthy();
    const documents = section('Documents');
    expect(documents.getByRole('button', { name: 'Print connote' })).toBeTruthy();
    expect(documents.getByRole('button', { name: 'Print label' })).toBeTruthy();
    expect(documents.getAllByRole('button', { name: 'Save as PDF' })).toHaveLength(2);
    expect(await screen.findByRole('tab', { name: 'Transit' })).toBeTruthy();
    expect(paramsOf(fetch, '/api/track')).toEqual([{ psTrackingID: 'TRK123' }]);

    fireEvent.click(documents.getByRole('link', { name: `View the POD of ${CON}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pod'));
    expect(router.state.location.state).toEqual({ podNumber: CON });
  });

  it('reprints the note without a new event', async () => {
    signInAs();
    const fetch = calls();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Print connote' }));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(paramsOf(fetch, 'GET documents/generate')).toEqual([{ docRN: CON, docType: 'CON', noNewEvent: '1', print: '1' }]);
  });

  it('saves the scanned original, or says it could not be located', async () => {
    signInAs();
    const downloads = captureDownloads();
    const fetch = calls({ 'GET documents/generate': () => jsonResponse(generated({ fileName: `Consignment ${CON}.pdf` })) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Scanned original' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(paramsOf(fetch, 'GET documents/generate')).toEqual([{ docRN: CON, docType: 'CON', original: '1', noNewEvent: '1' }]);

    calls({ 'GET documents/generate': () => jsonResponse({ error: `Could not locate scanned original for ${CON}` }, { status: 404 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Scanned original' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scanned original' });
    expect(dialog.textContent).toContain(`Could not locate scanned original for ${CON}`);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the scanned original only when one is on file', async () => {
    signInAs();
    calls({ 'GET consignment': () => jsonResponse(buildConsignment({ scanned: false })) });
    open();
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(documents.getByRole('button', { name: 'Print connote' })).toBeTruthy();
    expect(documents.queryByRole('button', { name: 'Scanned original' })).toBeNull();
    expect(documents.queryByText('Scanned original')).toBeNull();
  });

  it('denies the view without Consignments.view and asks nothing of the server', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { add: true } } }));
    const fetch = calls();
    open();
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to view consignments');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the same dialog", async () => {
    signInAs();
    calls({ 'GET consignment': () => jsonResponse({ error: 'Forbidden' }, { status: 403 }) });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view consignments');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('consignment view: the price of the quote it was booked from (issue 24)', () => {
  beforeEach(() => useSessionStore.getState().logout());
  afterEach(() => vi.restoreAllMocks());

  it('shows the total and breakdown the answer carries (QuotationFinancials view)', async () => {
    signInAs();
    calls({ 'GET consignment': () => jsonResponse(buildConsignment({ quotePrice: BREAKDOWN.total, breakdown: BREAKDOWN })) });
    open();
    const price = within(await screen.findByRole('region', { name: 'Price of quote Q0000042' }));
    expect(price.getByTestId('quote-total').textContent).toBe('Total cost (excluding GST): $1,212.78');
    expect(price.getByRole('table', { name: 'Price breakdown' })).toBeTruthy();
  });

  it('has no price section when the answer carries none (a booker, or no quote)', async () => {
    signInAs();
    calls();
    open();
    await screen.findByRole('region', { name: 'Sender and Receiver' });
    expect(screen.queryByTestId('consignment-price')).toBeNull();
  });
});
