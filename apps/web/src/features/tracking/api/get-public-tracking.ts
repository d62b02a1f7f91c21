import type { PublicTracking, TrackInput } from '@portal/domain/api/tracking';
import { TRACKING_API_PATH } from '@portal/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { getOutsidePortal } from '../../../lib/api/call';

export const publicTrackingQueryKey = (trackingID: string) => ['track', 'public', trackingID] as const;

/**
 * GET {api}/track without the session (the label's QR code leads here): the public answer, which
 * names no person, address, phone, e-mail, price or document, even for a signed-in visitor.
 */
export const getPublicTracking = (trackingID: string, signal?: AbortSignal) =>
  getOutsidePortal<PublicTracking>(TRACKING_API_PATH, { psTrackingID: trackingID } satisfies TrackInput, { signal, anonymous: true });

export function usePublicTracking(trackingID: string) {
  return useQuery({
    queryKey: publicTrackingQueryKey(trackingID),
    queryFn: ({ signal }) => getPublicTracking(trackingID, signal),
    enabled: trackingID !== '',
  });
}
