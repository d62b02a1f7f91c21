import type { FreightItem } from '@portal/domain/booking/booking';
import { reportError } from '../../lib/error-reporting';

/**
 * The line items with the ids a booking POST answered (freightItemIDs, in line order). An
 * unexpected exception here goes to the error-reporting service and the lines stay as they were
 * (spec 02 section 8): the booking itself has succeeded.
 */
export function withFreightItemIds(freightList: FreightItem[], freightItemIDs: readonly number[]): FreightItem[] {
  try {
    return freightList.map((item, i) => ({ ...item, id: freightItemIDs[i] ?? item.id }));
  } catch (error) {
    reportError('caught', error);
    return freightList;
  }
}
