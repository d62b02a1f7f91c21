import '../../../test/setup';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { signInAs } from '../../../test/factories';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';
import { BOOKED, completeDraft, mockPickupCalls } from '../components/pickup-test-support';
import { pickupsQueryKey, useConvertPickup, useSavePickup } from './pickup-calls';

// The lists a booking changes are loaded again: a converted quote shows its pickup, then its
// consignment, in the quotes list (spec 02 section 3, 'Quote list row'); the found bug was a quotes
// list kept 30 s after converting its quote.

function setUp() {
  signInAs();
  const client = createQueryClient();
  client.setQueryData(quotesQueryKey, { quotes: [] });
  client.setQueryData(pickupsQueryKey, { pickups: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = (key: readonly string[]) => client.getQueryState(key)?.isInvalidated;
  return { wrapper, stale };
}

afterEach(() => vi.unstubAllGlobals());

describe('pickup bookings and the lists', () => {
  it('booking a quoted pickup refreshes the quotes list as well as the pickups list', async () => {
    mockPickupCalls({ 'POST quoteConvert': () => Response.json(BOOKED) });
    const { wrapper, stale } = setUp();
    const { result } = renderHook(() => useSavePickup(), { wrapper });
    await act(() => result.current.mutateAsync({ draft: completeDraft({ quoteNumber: 'Q0000007' }), key: 'k1' }));
    expect(stale(quotesQueryKey)).toBe(true);
    expect(stale(pickupsQueryKey)).toBe(true);
  });

  it('booking a new pickup leaves the quotes list alone', async () => {
    mockPickupCalls({ 'POST pickups/new': () => Response.json(BOOKED) });
    const { wrapper, stale } = setUp();
    const { result } = renderHook(() => useSavePickup(), { wrapper });
    await act(() => result.current.mutateAsync({ draft: completeDraft(), key: 'k2' }));
    expect(stale(quotesQueryKey)).toBe(false);
    expect(stale(pickupsQueryKey)).toBe(true);
  });

  it("creating a consignment refreshes both lists: a quote's row shows its consignment", async () => {
    const answer = { success: true, conNumber: 'FP900000019', pickupNumber: 'P0000012', message: '' };
    mockPickupCalls({ 'POST pickups/convert': () => Response.json(answer) });
    const { wrapper, stale } = setUp();
    const { result } = renderHook(() => useConvertPickup(), { wrapper });
    await act(() => result.current.mutateAsync({ input: { pickupNumber: 'P0000012', conNumber: '', ExtraEmail: '' }, key: 'k3' }));
    expect(stale(quotesQueryKey)).toBe(true);
    expect(stale(pickupsQueryKey)).toBe(true);
  });
});
