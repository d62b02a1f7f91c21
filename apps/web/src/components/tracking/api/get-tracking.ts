import type { PublicTracking, TrackInput, TrackingInfo } from '@portal/domain/api/tracking';
import { TRACKING_API_PATH } from '@portal/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { getOutsidePortal } from '../../../lib/api/call';

export const trackingQueryKey = (trackingID: string) => ['track', trackingID] as const;

/**
 * GET {api}/track (spec 02 section 7) with the session: the owning company's user gets the full
 * tracking info. `signal` aborts it when the view changes.
 */
export const getTracking = (trackingID: string, signal?: AbortSignal) =>
  getOutsidePortal<TrackingInfo | PublicTracking>(TRACKING_API_PATH, { psTrackingID: trackingID } satisfies TrackInput, { signal });

/** The tracking of a consignment; TanStack Query aborts the call when the panel unmounts. */
export function useTracking(trackingID: string) {
  return useQuery({
    queryKey: trackingQueryKey(trackingID),
    queryFn: ({ signal }) => getTracking(trackingID, signal),
    enabled: trackingID !== '',
  });
}
