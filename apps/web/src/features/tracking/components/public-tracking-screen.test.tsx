import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/api/query-client';
import { Providers } from '../../../app/providers';
import { createRouter } from '../../../app/router';
import { useSessionStore } from '../../../app/session/session-store';
import { fullTracking, IN_TRANSIT } from '../../../components/tracking/tracking-test-support';
import { jsonResponse, mockFetch, signInAs } from '../../../test/factories';

/** The app's own router at #/track/{id}: the public page must not need the SessionGate. */
function openTracking(trackingID: string) {
  window.location.hash = `#/track/${trackingID}`;
  return render(
    <Providers env="test" queryClient={createQueryClient()}>
      <RouterProvider router={createRouter()} />
    </Providers>,
  );
}

describe('public tracking page (#/track/:trackingID)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('shows the consignment, its towns and stages to someone not signed in', async () => {
    // Even when the server sent the full form, nothing personal reaches the page.
    const fetch = mockFetch(() => jsonResponse(fullTracking(IN_TRANSIT)));
    openTracking('TRK123');
    expect(await screen.findByText('Loading tracking information...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Consignment FP000012345' })).toBeTruthy();
    expect(screen.getByText('From Brisbane to Sydney')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Transit' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Estimated delivery Wednesday, 25 November 2026')).toBeTruthy();
    expect(screen.queryByLabelText(/Username/)).toBeNull();
    const text = document.body.textContent ?? '';
    for (const personal of ['Valley Traders', 'Rae Receiver', 'Ann Street', 'George Street', 'Save as PDF', 'Signature']) {
      expect(text).not.toContain(personal);
    }
    expect(screen.queryByRole('img')).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/track?psTrackingID=TRK123');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('asks without the session even when someone is signed in', async () => {
    signInAs();
    const fetch = mockFetch(() => jsonResponse(fullTracking(IN_TRANSIT)));
    openTracking('TRK123');
    await screen.findByRole('heading', { name: 'Consignment FP000012345' });
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('says so plainly for an unknown tracking ID', async () => {
    mockFetch(() => jsonResponse({ error: 'NOPE not found' }, { status: 404 }));
    openTracking('NOPE');
    expect(await screen.findByText(/We could not find a consignment with this tracking number\./)).toBeTruthy();
    expect(screen.queryByText('NOPE not found')).toBeNull();
  });
});
