import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentRow } from '@portal/domain/api/documents';
import type { Pod } from '@portal/domain/api/pod';
import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { captureDownloads, generated, mockRoutes, paramsOf, PDF_PATH, pdfResponse, renderWithState } from '../../../components/documents/document-test-support';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { PodScreen } from './pod-screen';

const CON = 'FP000012345';
const POD: Pod = {
  podNumber: CON,
  conNumber: CON,
  deliveredAt: Date.UTC(2026, 10, 23, 1),
  deliveredLocal: '2026-11-23 12:00 AEDT',
  deliveredTown: 'Sydney',
  signedBy: 'R. Receiver',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  receiverCompany: 'Harbour Goods',
  receiverSuburb: 'SYDNEY NSW 2000',
};
const ROW: DocumentRow = {
  id: 7,
  docRN: CON,
  docType: 'POD',
  date: Date.UTC(2026, 10, 23, 1),
  timeZone: 'Australia/Sydney',
  receiverCompany: 'Harbour Goods',
  receiverSuburb: 'SYDNEY NSW 2000',
  signedBy: 'R. Receiver',
};

describe('proofs of delivery (spec 02 sections 2 and 6)', () => {
  beforeEach(() => useSessionStore.getState().logout());
  afterEach(() => vi.restoreAllMocks());

  it('denies PODs without POD.view and asks nothing of the server', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { view: true } } }));
    const fetch = mockRoutes({});
    renderWithState(<PodScreen />, '/pod', { podNumber: CON });
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to view PODs.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a server refusal in the same dialog", async () => {
    signInAs();
    mockRoutes({ 'GET documents/list': () => jsonResponse({ error: 'Forbidden' }, { status: 403 }) });
    renderWithState(<PodScreen />, '/pod');
    expect((await screen.findByRole('dialog', { name: 'Permission Denied' })).textContent).toContain('You do not have access to view PODs.');
  });

  it('shows the delivery and its signature, saves it as a PDF and links to the consignment', async () => {
    signInAs();
    const downloads = captureDownloads();
    const fetch = mockRoutes({
      'GET pod': () => jsonResponse(POD),
      'GET documents/generate': () => jsonResponse(generated({ fileName: `POD_${CON}.pdf` })),
      [PDF_PATH]: pdfResponse,
    });
    const { router } = renderWithState(<PodScreen />, '/pod', { podNumber: CON });
    expect(screen.getByRole('status').textContent).toBe('Loading Data...');
    const signature = await screen.findByRole('img', { name: 'Signature of R. Receiver' });
    expect(signature.getAttribute('src')).toBe(POD.signature);
    expect(paramsOf(fetch, 'GET pod')).toEqual([{ podNumber: CON }]);
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('2026-11-23 12:00 AEDT at Sydney')).toBeTruthy();
    expect(delivery.getByText('Harbour Goods (SYDNEY NSW 2000)')).toBeTruthy();
    expect(delivery.queryByRole('button', { name: /Print/ })).toBeNull();

    fireEvent.click(delivery.getByRole('button', { name: 'Save as PDF' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:pdf', download: `POD_${CON}.pdf` }]));
    expect(paramsOf(fetch, 'GET documents/generate')).toEqual([{ docRN: CON, docType: 'POD' }]);

    fireEvent.click(screen.getByRole('link', { name: `View consignment ${CON}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consignment'));
    expect(router.state.location.state).toEqual({ consignmentNumber: CON });
  });

  it('says so when the carrier recorded the delivery without a signature (issue 26)', async () => {
    signInAs();
    mockRoutes({ 'GET pod': () => jsonResponse({ ...POD, signature: '' }) });
    renderWithState(<PodScreen />, '/pod', { podNumber: CON });
    expect(await screen.findByText(POD_MESSAGES.noSignature)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("lists the PODs with 'Loading Data...' meanwhile; a POD opens its view", async () => {
    signInAs();
    const fetch = mockRoutes({ 'GET documents/list': () => jsonResponse({ ...ONE_PAGE, documents: [ROW] }), 'GET pod': () => jsonResponse(POD) });
    renderWithState(<PodScreen />, '/pod');
    expect(screen.getByRole('status').textContent).toBe('Loading Data...');
    const row = await screen.findByTestId(`pod-row-${CON}`);
    expect(paramsOf(fetch, 'GET documents/list')).toEqual([{ docType: 'POD' }]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['POD', 'Delivered', 'Receiver (Suburb)', 'Signed By']);
    expect(within(row).getByText('Harbour Goods (SYDNEY NSW 2000)')).toBeTruthy();
    expect(within(row).getByText('R. Receiver')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: CON }));
    expect(await screen.findByRole('img', { name: 'Signature of R. Receiver' })).toBeTruthy();
  });

  it('pages the PODs with Show more and searches them on the server, as the other lists do', async () => {
    signInAs();
    const second = { ...ROW, id: 8, docRN: 'FP000012353' };
    const fetch = mockRoutes({
      'GET documents/list': (params) => {
        if (params.get('search')) return jsonResponse({ ...ONE_PAGE, documents: [second] });
        return jsonResponse(params.get('before') ? { ...ONE_PAGE, documents: [second] } : { ...ONE_PAGE, next: '1.7', documents: [ROW] });
      },
    });
    renderWithState(<PodScreen />, '/pod');
    await screen.findByTestId(`pod-row-${CON}`);
    expect(screen.getByTestId('list-count').textContent).toBe('1 POD shown, newest first');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByTestId('pod-row-FP000012353');
    expect(screen.getByTestId('list-count').textContent).toBe('All 2 PODs shown');
    expect(paramsOf(fetch, 'GET documents/list')).toEqual([{ docType: 'POD' }, { docType: 'POD', before: '1.7' }]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' 12353 ' } });
    await waitFor(() => expect(paramsOf(fetch, 'GET documents/list')).toContainEqual({ docType: 'POD', search: '12353' }));
    await waitFor(() => expect(screen.queryByTestId(`pod-row-${CON}`)).toBeNull());
    expect(screen.getByTestId('pod-row-FP000012353')).toBeTruthy();
  });
});
