import '../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { jsonResponse, mockFetch, signInAs } from '../../test/factories';
import { renderScreen } from '../../test/render';
import { TrackingPanel } from './tracking-panel';
import { eventRow, fullTracking, IN_TRANSIT } from './tracking-test-support';

const CON = 'FP000012345';
const panel = () => renderScreen(<TrackingPanel conNumber={CON} trackingID="TRK123" />);

describe('tracking panel (spec 02 sections 2, 4 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    signInAs();
  });

  it("shows 'Loading tracking information...' while the tracking API answers, with the session", async () => {
    const fetch = mockFetch(() => new Promise<Response>(() => {}));
    panel();
    expect((await screen.findByRole('status')).textContent).toBe('Loading tracking information...');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/track?psTrackingID=TRK123');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('says there is no tracking information when nothing has been scanned', async () => {
    mockFetch(() => jsonResponse(fullTracking()));
    panel();
    expect(await screen.findByText(`No tracking information available for consignment #${CON}.`)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('disables the tabs without events and selects the last enabled one; the stepper shows the current stage', async () => {
    mockFetch(() => jsonResponse(fullTracking(IN_TRANSIT)));
    panel();
    const transit = await screen.findByRole('tab', { name: 'Transit' });
    const pickup = screen.getByRole('tab', { name: 'Pickup' });
    const delivery = screen.getByRole('tab', { name: 'Delivery' });
    expect(transit.getAttribute('aria-selected')).toBe('true');
    expect(pickup.getAttribute('aria-selected')).toBe('false');
    expect((pickup as HTMLButtonElement).disabled).toBe(false);
    expect((delivery as HTMLButtonElement).disabled).toBe(true);
    const events = within(screen.getByRole('tabpanel', { name: 'Transit' }));
    expect(events.getByText('Departed')).toBeTruthy();
    expect(events.getByText('2026-11-20 19:30')).toBeTruthy();
    expect(events.getAllByText('Brisbane')).toHaveLength(2);
    const stepper = screen.getByRole('group', { name: 'Progress' });
    expect(within(stepper).getByRole('button', { current: 'step' }).textContent).toContain('Transit');
    expect(screen.getByTestId('tracking-delivery').textContent).toBe('Estimated delivery Wednesday, 25 November 2026');
  });

  it('starts at Receival for drop freight and reads Delivered once delivered', async () => {
    mockFetch(() =>
      jsonResponse(
        fullTracking(
          { receival: [eventRow(10, '2026-11-20 09:00', 'Brisbane')], delivery: [eventRow(55, '2026-11-23 11:00', 'Sydney')] },
          { firstStage: 'receival', delivered: true, estimatedDelivery: '2026-11-23' },
        ),
      ),
    );
    panel();
    expect((await screen.findByRole('tab', { name: 'Delivery' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Receival' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Pickup' })).toBeNull();
    expect(screen.getByTestId('tracking-delivery').textContent).toBe('Delivered Monday, 23 November 2026');
  });

  it('aborts the call when the panel goes away', async () => {
    let signal: AbortSignal | undefined;
    mockFetch((_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const { unmount } = panel();
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signal!.aborted).toBe(true));
  });
});
