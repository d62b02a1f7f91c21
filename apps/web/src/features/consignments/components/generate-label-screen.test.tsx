import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import {
  captureDownloads,
  deferred,
  generated,
  mockRoutes,
  paramsOf,
  PDF_PATH,
  pdfResponse,
  renderWithState,
  type Routes,
} from '../../../components/documents/document-test-support';
import { printPdf } from '../../../components/documents/print-pdf';
import { jsonResponse, signInAs } from '../../../test/factories';
import { GenerateLabelScreen } from './generate-label-screen';

vi.mock('../../../components/documents/print-pdf', () => ({ printPdf: vi.fn(() => Promise.resolve()) }));

const CON = 'FP000012345';
const STATE = { conNumber: CON, extraEmail: 'copy@example.com' };
const LABEL = generated({ fileName: `Consignment ${CON} Label.pdf`, stock: 'a4' });
const NOTE = generated({ fileName: `Consignment ${CON}.pdf` });

/** generate answers the label or the note by docType; the signed PDF answers `pdf`. */
const calls = (routes: Routes = {}) =>
  mockRoutes({
    'GET documents/generate': (params) => jsonResponse(params.get('docType') === 'CON' ? NOTE : LABEL),
    [PDF_PATH]: pdfResponse,
    ...routes,
  });

const open = () => renderWithState(<GenerateLabelScreen />, '/consignments/generatelabel', STATE);
/** Opens the screen and waits for the first label's answer. */
const openReady = async () => {
  const view = open();
  await screen.findByTestId('label-section');
  return view;
};
const section = (testId: string) => within(screen.getByTestId(testId));

describe('label generation (spec 02 sections 2, 7 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    signInAs();
    vi.mocked(printPdf).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("generates the label on arrival without e-mailing it, showing 'Generating label', then the stock and buttons", async () => {
    const pending = deferred();
    const fetch = calls({ 'GET documents/generate': () => pending.promise });
    open();
    expect(screen.getByRole('status').textContent).toBe('Generating label');
    expect(screen.getByTestId('label-con-number').textContent).toBe(`Consignment ${CON}`);
    pending.resolve(jsonResponse(LABEL));
    const a4 = await screen.findByRole('radio', { name: 'A4, four labels a page (office printer)' });
    expect((a4 as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Label stock' })).toBeTruthy();
    expect(section('label-section').getByRole('button', { name: 'Print label' })).toBeTruthy();
    expect(section('label-section').getByRole('button', { name: 'Save as PDF' })).toBeTruthy();
    expect(section('connote-section').getByRole('button', { name: 'Print connote' })).toBeTruthy();
    expect(section('connote-section').getByRole('button', { name: 'Save as PDF' })).toBeTruthy();
    expect(paramsOf(fetch, 'GET documents/generate')).toEqual([{ docRN: CON, docType: 'LBL' }]);
    expect(screen.getByRole('link', { name: 'View consignment' }).getAttribute('href')).toBe('/consignment');
  });

  it("e-mails the label to the copy-to address only on 'E-mail it again', and says so", async () => {
    const fetch = calls({
      'GET documents/generate': (params) =>
        jsonResponse(params.get('extraEmail') ? { ...LABEL, message: `Consignment ${CON} Label.pdf has been sent to copy@example.com.` } : LABEL),
    });
    await openReady();
    expect(paramsOf(fetch, 'GET documents/generate').filter((p) => 'extraEmail' in p)).toEqual([]);
    fireEvent.click(section('label-section').getByRole('button', { name: 'E-mail it again' }));
    expect(await section('label-section').findByText(`Consignment ${CON} Label.pdf has been sent to copy@example.com.`)).toBeTruthy();
    expect(paramsOf(fetch, 'GET documents/generate').filter((p) => 'extraEmail' in p)).toEqual([
      { docRN: CON, docType: 'LBL', stock: 'a4', extraEmail: 'copy@example.com', noNewEvent: '1' },
    ]);
  });

  it("offers no 'E-mail it again' when the booking had no copy-to address", async () => {
    calls();
    renderWithState(<GenerateLabelScreen />, '/consignments/generatelabel', { conNumber: CON, extraEmail: '' });
    await screen.findByTestId('label-section');
    expect(screen.queryByRole('button', { name: 'E-mail it again' })).toBeNull();
  });

  it('generates again with the new stock and without the extra e-mail', async () => {
    const fetch = calls();
    open();
    fireEvent.click(await screen.findByRole('radio', { name: '100 x 150 mm (thermal printer)' }));
    await waitFor(() => expect(paramsOf(fetch, 'GET documents/generate')).toHaveLength(2));
    expect(paramsOf(fetch, 'GET documents/generate')[1]).toEqual({ docRN: CON, docType: 'LBL', stock: 'thermal' });
  });

  it("saves the labels under the answer's file name, and prints them", async () => {
    const downloads = captureDownloads();
    const fetch = calls();
    await openReady();
    fireEvent.click(section('label-section').getByRole('button', { name: 'Save as PDF' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:pdf', download: `Consignment ${CON} Label.pdf` }]));
    expect(paramsOf(fetch, 'GET documents/generate')[1]).toEqual({ docRN: CON, docType: 'LBL', stock: 'a4' });
    expect(paramsOf(fetch, PDF_PATH)).toEqual([{ sig: 'abc' }]);

    fireEvent.click(section('label-section').getByRole('button', { name: 'Print label' }));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(paramsOf(fetch, 'GET documents/generate')[2]).toEqual({ docRN: CON, docType: 'LBL', stock: 'a4', print: '1' });
    expect(vi.mocked(printPdf).mock.calls[0]![1]).toBe(`Consignment ${CON} Label.pdf`);
  });

  it("shows 'Generating consignment', then 'Loading document', while the note is printed", async () => {
    const generate = deferred();
    const pdf = deferred();
    calls();
    await openReady();
    const print = section('connote-section').getByRole('button', { name: 'Print connote' });
    calls({ 'GET documents/generate': () => generate.promise, [PDF_PATH]: () => pdf.promise });
    fireEvent.click(print);
    expect((await section('connote-section').findByRole('status')).textContent).toBe('Generating consignment');
    generate.resolve(jsonResponse(NOTE));
    await waitFor(() => expect(section('connote-section').getByRole('status').textContent).toBe('Loading document'));
    pdf.resolve(pdfResponse());
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(section('connote-section').queryByRole('status')).toBeNull();
  });

  it("shows 'Generating label', then 'Loading label', while the labels are printed", async () => {
    const generate = deferred();
    const pdf = deferred();
    calls();
    await openReady();
    const print = section('label-section').getByRole('button', { name: 'Print label' });
    calls({ 'GET documents/generate': () => generate.promise, [PDF_PATH]: () => pdf.promise });
    fireEvent.click(print);
    expect((await section('label-section').findByRole('status')).textContent).toBe('Generating label');
    generate.resolve(jsonResponse(LABEL));
    await waitFor(() => expect(section('label-section').getByRole('status').textContent).toBe('Loading label'));
    pdf.resolve(pdfResponse());
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(section('label-section').queryByRole('status')).toBeNull();
  });

  it('shows the page message of each failed action', async () => {
    captureDownloads();
    calls({ [PDF_PATH]: () => new Response('', { status: 403 }) });
    await openReady();
    fireEvent.click(section('label-section').getByRole('button', { name: 'Print label' }));
    expect((await section('label-section').findByRole('alert')).textContent).toBe('Failed to print label');
    fireEvent.click(section('label-section').getByRole('button', { name: 'Save as PDF' }));
    await waitFor(() => expect(section('label-section').getByRole('alert').textContent).toBe('Failed to download the PDF.'));
    fireEvent.click(section('connote-section').getByRole('button', { name: 'Print connote' }));
    expect((await section('connote-section').findByRole('alert')).textContent).toBe(`Failed to print consignment #${CON}.`);
  });

  it("says 'Failed to print label' when the browser cannot print it", async () => {
    vi.mocked(printPdf).mockRejectedValueOnce(new Error('blocked'));
    calls();
    await openReady();
    fireEvent.click(section('label-section').getByRole('button', { name: 'Print label' }));
    expect((await section('label-section').findByRole('alert')).textContent).toBe('Failed to print label');
  });

  it("shows 'Error requesting document' when the consignment is not found", async () => {
    calls({ 'GET documents/generate': () => jsonResponse({ error: `${CON} not found` }, { status: 404 }) });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Error requesting document');
    expect(screen.queryByTestId('label-section')).toBeNull();
  });

  it("shows 'Error loading document' for any other failed generate", async () => {
    calls();
    await openReady();
    mockRoutes({ 'GET documents/generate': () => jsonResponse({ error: 'Database unavailable' }, { status: 500 }) });
    fireEvent.click(section('connote-section').getByRole('button', { name: 'Save as PDF' }));
    expect((await section('connote-section').findByRole('alert')).textContent).toBe('Error loading document');
  });

  it('goes to the dashboard without a consignment in the state', async () => {
    calls();
    renderWithState(<GenerateLabelScreen />, '/consignments/generatelabel');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
  });
});
