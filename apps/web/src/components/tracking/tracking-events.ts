import type { TrackingEventRow, TrackingEvents } from '@portal/domain/api/tracking';
import { stagesOf, type FirstStage } from '@portal/domain/tracking/event-codes';
import dayjs from 'dayjs';

/** Every event of the consignment's stages, in stage order. */
export function allEvents(first: FirstStage, events: Partial<TrackingEvents>): TrackingEventRow[] {
  return stagesOf(first).flatMap((stage) => events[stage] ?? []);
}

/** 'Delivered Monday, 23 November 2026' or 'Estimated delivery Monday, 23 November 2026'. */
export function deliveryText(delivered: boolean, day: string): string {
  const when = dayjs(day).isValid() ? dayjs(day).format('dddd, D MMMM YYYY') : day;
  return `${delivered ? 'Delivered' : 'Estimated delivery'} ${when}`;
}
