import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { Providers } from '../../../lib/providers';
import { SessionGate } from '../../../app/session-gate';
import { useSessionStore } from '../../../lib/session/session-store';
import { fullTracking, IN_TRANSIT } from '../../../components/tracking/tracking-test-support';
import { jsonResponse, mockFetch, signInAs } from '../../../test/factories';

/** The app as main.tsx renders it, at #/track/{id}: the gate must let the public page through, signed in or not. */
function openTracking(trackingID: string) {
  window.location.hash = `#/track/${trackingID}`;
  return render(
    <Providers env="test" queryClient={createQueryClient()}>
      <SessionGate />
    </Providers>,
  );
}

describe('public tracking page (#/track/:trackingID)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('shows the consignment, its towns and stages to someone not signed in', async () => {
    // Even when the server sent the full form, nothing personal reaches the page.
    const fetch = mockFetch(() => jsonResponse(fullTracking(IN_TRANSIT)));
    openTracking('TRK123');
    // The router and the page are chunks of their own: allow for their loading on a busy machine.
    expect(await screen.findByText('Loading tracking information...', undefined, { timeout: 5000 })).toBeTruthy();
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
    await screen.findByRole('heading', { name: 'Consignment FP000012345' }, { timeout: 5000 });
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('says so plainly for an unknown tracking ID', async () => {
    mockFetch(() => jsonResponse({ error: 'NOPE not found' }, { status: 404 }));
    openTracking('NOPE');
    expect(await screen.findByText(/We could not find a consignment with this tracking number\./)).toBeTruthy();
    expect(screen.queryByText('NOPE not found')).toBeNull();
  });
});
