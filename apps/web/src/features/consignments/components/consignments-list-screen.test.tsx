import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsignmentListRow } from '@portal/domain/api/consignment';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { mockRoutes, paramsOf, renderWithState } from '../../../components/documents/document-test-support';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { ConsignmentScreen } from './consignment-screen';
import { buildListRow, CON } from './consignment-test-support';

const SINCE = Date.UTC(2026, 9, 21, 2);
const answer = (consignments: ConsignmentListRow[]) => () => jsonResponse({ ...ONE_PAGE, since: SINCE, consignments });

describe('consignments list (spec 02 section 2, /consignment)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it("shows 'Loading Data...', then 'Consignments from' the answer's first day and each row", async () => {
    signInAs();
    mockRoutes({
      'GET consignments': answer([
        buildListRow(),
        buildListRow({ conNumber: 'FP000012346', stage: 'delivery', delivered: true, scanned: false, pod: false }),
        buildListRow({ conNumber: 'FP000012347', stage: null, scanned: false, pod: false }),
      ]),
    });
    renderWithState(<ConsignmentScreen />, '/consignment');
    expect(screen.getByRole('status').textContent).toBe('Loading Data...');
    const row = await screen.findByTestId(`consignment-row-${CON}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Consignments from ${dayjs(SINCE).format('YYYY-MM-DD')}`);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Consignment Number', 'Date Created', 'Sender (Suburb)', 'Receiver (Suburb)', 'Customer Reference', 'Status', 'POD', 'Document Link']);
    expect(within(row).getByText('Valley Traders (Fortitude Valley 4006 QLD)')).toBeTruthy();
    expect(within(row).getByText('Sydney 2000 NSW')).toBeTruthy();
    expect(within(row).getByText('REF-9')).toBeTruthy();
    expect(within(row).getByText('Transit')).toBeTruthy();
    expect(within(screen.getByTestId('consignment-row-FP000012346')).getByText('Delivered')).toBeTruthy();
    expect(within(screen.getByTestId('consignment-row-FP000012346')).queryByRole('link', { name: /POD|Document/ })).toBeNull();
  });

  it('opens the consignment, its POD and its scanned document', async () => {
    signInAs();
    mockRoutes({ 'GET consignments': answer([buildListRow()]), 'GET consignment': () => new Promise(() => {}) });
    const { router } = renderWithState(<ConsignmentScreen />, '/consignment');
    await screen.findByTestId(`consignment-row-${CON}`);
    const follow = async (name: string, pathname: string, state: unknown) => {
      fireEvent.click(within(screen.getByTestId(`consignment-row-${CON}`)).getByRole('link', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.state).toEqual(state);
      await router.navigate('/consignment');
      await screen.findByTestId(`consignment-row-${CON}`);
    };
    await follow(CON, '/consignment', { consignmentNumber: CON });
    await follow(`POD ${CON}`, '/pod', { podNumber: CON });
    await follow(`Document ${CON}`, '/consignment', { consignmentNumber: CON });
  });

  it('searches by what was typed once typing pauses', async () => {
    signInAs();
    const fetch = mockRoutes({ 'GET consignments': answer([buildListRow()]) });
    renderWithState(<ConsignmentScreen />, '/consignment');
    await screen.findByTestId(`consignment-row-${CON}`);
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: ' Sydney ' } });
    await waitFor(() => expect(paramsOf(fetch, 'GET consignments')).toEqual([{}, { search: 'Sydney' }]));
  });

  it("appends the next page on 'Show more', keeping the first page's heading", async () => {
    signInAs();
    const CURSOR = '1763600000000.7';
    const fetch = mockRoutes({
      'GET consignments': (params) =>
        params.get('before') === CURSOR
          ? jsonResponse({ ...ONE_PAGE, since: SINCE + 5_000, consignments: [buildListRow({ conNumber: 'FP000012300' })] })
          : jsonResponse({ ...ONE_PAGE, since: SINCE, next: CURSOR, consignments: [buildListRow()] }),
    });
    renderWithState(<ConsignmentScreen />, '/consignment');
    await screen.findByTestId(`consignment-row-${CON}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByTestId('consignment-row-FP000012300');
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('data-testid')).slice(1)).toEqual([`consignment-row-${CON}`, 'consignment-row-FP000012300']);
    expect(screen.getByTestId('consignments-from').textContent).toBe(`Consignments from ${dayjs(SINCE).format('YYYY-MM-DD')}`);
    expect(screen.getByTestId('list-count').textContent).toBe('All 2 consignments shown');
    expect(paramsOf(fetch, 'GET consignments')).toEqual([{}, { before: CURSOR }]);
  });

  it('denies the list without Consignments.view', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Consignments: { add: true } } }));
    const fetch = mockRoutes({});
    renderWithState(<ConsignmentScreen />, '/consignment');
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to view consignments.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
