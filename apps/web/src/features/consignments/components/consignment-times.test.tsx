import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import type { ConsignmentListRow } from '@portal/domain/api/consignment';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { mockRoutes, renderWithState } from '../../../components/documents/document-test-support';
import { fullTracking, IN_TRANSIT } from '../../../components/tracking/tracking-test-support';
import { jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { ConsignmentScreen } from './consignment-screen';
import { buildConsignment, buildListRow, CON } from './consignment-test-support';

// One clock (decision 0042): a viewer in Perth sees a Brisbane booking on Brisbane's clock, named,
// in the list and on the view alike; never on the browser's own clock. Created 2026-11-20 03:00
// UTC: 13:00 AEST in Brisbane, 11:00 on the Perth browser's clock.

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Australia/Perth';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const SHOWN = '2026-11-20 13:00 AEST';

describe('consignment times in a Perth browser', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('runs in a browser zone other than the sender depot', () => {
    expect(new Date(Date.UTC(2026, 10, 20, 3)).getHours()).toBe(11);
  });

  it('shows the list row on the sender depot clock, with its zone', async () => {
    signInAs();
    mockRoutes({ 'GET consignments': () => jsonResponse({ ...ONE_PAGE, consignments: [buildListRow()] satisfies ConsignmentListRow[] }) });
    renderWithState(<ConsignmentScreen />, '/consignment');
    const row = await screen.findByTestId(`consignment-row-${CON}`);
    expect(within(row).getByText(SHOWN)).toBeTruthy();
  });

  it("shows the view's Date Created the same way", async () => {
    signInAs();
    mockRoutes({ 'GET consignment': () => jsonResponse(buildConsignment()), '/api/track': () => jsonResponse(fullTracking(IN_TRANSIT)) });
    renderWithState(<ConsignmentScreen />, '/consignment', { consignmentNumber: CON });
    const references = within(await screen.findByRole('region', { name: 'References' }));
    expect(references.getByText(SHOWN)).toBeTruthy();
  });
});
