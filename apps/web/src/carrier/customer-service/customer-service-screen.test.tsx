import '../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { POD_MESSAGES, SIGNATURE_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockRoutes, paramsOf } from '../../components/documents/document-test-support';
import { jsonResponse } from '../../test/factories';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';
import { buildFound, buildStaffConsignment, CON } from './customer-service-test-support';

// Customer service in the back office (issue 26): the search, a consignment's page, and the
// scan and POD recorded by hand with their refusals under the fields they name.

const refused = (message: string, status = 400) => jsonResponse({ error: message }, { status, headers: { 'X-Error': message } });
const recorded = (message: string) => jsonResponse({ success: true, message, conNumber: CON, companyId: 1 });
const bodiesOf = (fetch: ReturnType<typeof mockRoutes>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('customer service (issue 26)', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('finds consignments by what was typed, newest first, and opens one whole', async () => {
    signInStaff(buildStaffSession({ role: 'Customer service' }));
    const fetch = mockRoutes({
      '/carrier/consignments': () => jsonResponse({ consignments: [buildFound(), buildFound({ conNumber: 'FP000012353', companyName: 'Coastal Foods Pty Ltd', stage: null })] }),
      '/carrier/consignment': () => jsonResponse(buildStaffConsignment()),
    });
    renderCarrierArea('#/carrier/customer-service');
    const box = await screen.findByRole('textbox', { name: 'Consignment number, customer reference or tracking id' });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(CUSTOMER_SERVICE_MESSAGES.searchBlank)).toBeTruthy();
    fireEvent.change(box, { target: { value: ' so-7788 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const table = await screen.findByTestId('found-consignments');
    expect(paramsOf(fetch, '/carrier/consignments')).toEqual([{ search: 'so-7788' }]);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      [CON, 'Acme Hardware Pty Ltd', 'SO-7788', 'Fortitude Valley QLD', 'Alexandria NSW', 'Pickup', '2026-11-20 13:00 AEST'],
      ['FP000012353', 'Coastal Foods Pty Ltd', 'SO-7788', 'Fortitude Valley QLD', 'Alexandria NSW', 'Not scanned yet', '2026-11-20 13:00 AEST'],
    ]);

    fireEvent.click(within(table).getByRole('link', { name: CON }));
    expect(within(await screen.findByTestId('consignment-summary')).getByText('Acme Hardware Pty Ltd')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Consignment ${CON}` })).toBeTruthy();
    expect(paramsOf(fetch, '/carrier/consignment')).toEqual([{ conNumber: CON }]);
    const history = within(screen.getByTestId('history-table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(history).toEqual([
      ['2026-11-20 13:00 AEST', '0 Booked', 'Brisbane', 'Carrier systems'],
      ['2026-11-20 13:00 AEST', '2 Assigned', 'Brisbane', 'Recorded by carrier staff (Sam Service)'],
    ]);
    const documents = within(screen.getByTestId('consignment-documents')).getAllByRole('link');
    expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Consignment note', '/portal/documents/pdf?doc=1&sig=a'],
      ['Labels', '/portal/documents/pdf?doc=2&sig=b'],
    ]);
    expect(screen.getByRole('form', { name: 'Record a scan' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Record a POD' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the search' }));
    expect(await screen.findByTestId('found-consignments')).toBeTruthy();
  });

  it('offers only the events after the highest so far, and shows each refusal under its field', async () => {
    signInStaff(buildStaffSession({ role: 'Operations' }));
    let answer = refused(TRACKING_MESSAGES.backwards(3, 4), 409);
    const fetch = mockRoutes({ '/carrier/consignment': () => jsonResponse(buildStaffConsignment()), '/carrier/scans': () => answer });
    renderCarrierArea(`#/carrier/customer-service?con=${CON}`);
    const form = within(await screen.findByRole('form', { name: 'Record a scan' }));
    // Operations records scans, not PODs.
    expect(screen.queryByRole('form', { name: 'Record a POD' })).toBeNull();
    const event = form.getByRole('combobox', { name: 'Event' });
    expect(within(event).getAllByRole('option').map((o) => o.textContent).slice(0, 3)).toEqual(['Choose an event', '3 On Board (Pickup)', '4 In Depot (Pickup)']);

    fireEvent.click(form.getByRole('button', { name: 'Record the scan' }));
    expect(await form.findByText(CUSTOMER_SERVICE_MESSAGES.codeRequired)).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/carrier/scans'))).toEqual([]);

    fireEvent.change(event, { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Record the scan' }));
    expect(await form.findByText(TRACKING_MESSAGES.backwards(3, 4))).toBeTruthy();
    expect(event.getAttribute('aria-invalid')).toBe('true');

    answer = refused(TRACKING_MESSAGES.unknownDepot('XYZ'));
    fireEvent.change(form.getByRole('textbox', { name: 'Depot' }), { target: { value: 'xyz' } });
    fireEvent.click(form.getByRole('button', { name: 'Record the scan' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Depot' }).getAttribute('aria-invalid')).toBe('true'));

    answer = refused(TRACKING_MESSAGES.inFuture);
    fireEvent.change(form.getByLabelText('When'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Record the scan' }));
    await waitFor(() => expect(form.getByLabelText('When').getAttribute('aria-invalid')).toBe('true'));

    answer = recorded(`3 On Board recorded for ${CON}.`);
    fireEvent.click(form.getByRole('button', { name: 'Record the scan' }));
    expect(await form.findByText(`3 On Board recorded for ${CON}.`)).toBeTruthy();
    expect(bodiesOf(fetch, '/carrier/scans').at(-1)).toEqual({ conNumber: CON, code: 3, depot: 'xyz', at: new Date('2030-01-01T10:00').getTime() });
    // The page is read again, with the new event.
    await waitFor(() => expect(paramsOf(fetch, '/carrier/consignment')).toHaveLength(2));
  });

  it('records a POD with or without a signature, refusing a wrong file under its field', async () => {
    signInStaff(buildStaffSession({ role: 'Customer service' }));
    let answer = refused(SIGNATURE_MESSAGES.notPng);
    const fetch = mockRoutes({ '/carrier/consignment': () => jsonResponse(buildStaffConsignment()), '/carrier/pods': () => answer });
    const { container } = renderCarrierArea(`#/carrier/customer-service?con=${CON}`);
    const form = within(await screen.findByRole('form', { name: 'Record a POD' }));
    fireEvent.click(form.getByRole('button', { name: 'Record the POD' }));
    expect(await form.findByText(POD_MESSAGES.signedByRequired)).toBeTruthy();

    fireEvent.change(form.getByRole('textbox', { name: 'Signed by' }), { target: { value: ' Mia Costa ' } });
    const file = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'signature.gif', { type: 'image/gif' })] } });
    fireEvent.click(form.getByRole('button', { name: 'Record the POD' }));
    expect(await form.findByText(SIGNATURE_MESSAGES.notPng)).toBeTruthy();

    // A PNG the server still finds broken: its sentence under the same field.
    fireEvent.change(file, { target: { files: [new File(['not really'], 'signature.png', { type: 'image/png' })] } });
    fireEvent.click(form.getByRole('button', { name: 'Record the POD' }));
    await waitFor(() => expect(bodiesOf(fetch, '/carrier/pods')).toHaveLength(1));
    expect(bodiesOf(fetch, '/carrier/pods')[0]).toEqual({ conNumber: CON, signedBy: 'Mia Costa', signature: btoa('not really') });
    expect(await form.findByText(SIGNATURE_MESSAGES.notPng)).toBeTruthy();

    answer = recorded(CUSTOMER_SERVICE_MESSAGES.podRecorded(CON));
    fireEvent.click(form.getByRole('button', { name: 'Clear the signature' }));
    fireEvent.click(form.getByRole('button', { name: 'Record the POD' }));
    expect(await screen.findByText(CUSTOMER_SERVICE_MESSAGES.podRecorded(CON))).toBeTruthy();
    expect(bodiesOf(fetch, '/carrier/pods').at(-1)).toEqual({ conNumber: CON, signedBy: 'Mia Costa' });
  });

  it('is neither listed nor opened for a role without consignments:find', async () => {
    signInStaff(buildStaffSession({ role: 'Pricing' }));
    const fetch = mockRoutes({});
    renderCarrierArea('#/carrier/customer-service');
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Customer service' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
