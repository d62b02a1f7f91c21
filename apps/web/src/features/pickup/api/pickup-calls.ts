import { CALLS } from '@portal/domain/api/endpoints';
import type { PickupConvertInput, PickupDraft, PickupSaveAnswer, PickupsAnswer } from '@portal/domain/api/pickup';
import { callApi } from '../../../lib/api/call-api';
import { useBookingMutation, useBookingSave, type BookingSave } from '../../../components/booking/api/booking-mutation';
import { useBookingList, useBookingOptions, useQuoteBookingOptions, useStoredRecord } from '../../../components/booking/api/booking-queries';
import { withIdempotencyKey } from '../../../components/booking/api/idempotency-key';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';

// The pickup's calls (spec 02 section 7). Booking POSTs take an Idempotency-Key.

export const pickupOptionsQueryKey = ['pickups/new', 'options'] as const;
export const pickupsQueryKey = ['pickups/list'] as const;

/** GET pickups/new: the options of the pickup wizard (suburbs, depots, rates, customer defaults, ...). */
export const usePickupOptions = (enabled = true) => useBookingOptions(pickupOptionsQueryKey, CALLS.pickupOptions, {}, enabled);

/** GET quoteConvert: the options of the Convert Quote wizard for one quote (spec 02 section 7). */
export const useQuoteConvertOptions = (quoteNumber: string, enabled = true) =>
  useQuoteBookingOptions('quoteConvert', CALLS.quoteConvertOptions, quoteNumber, enabled);

/** GET pickups/edit: one stored pickup, fetched afresh on every opening (it may have been completed since). */
export const usePickup = (pickupNumber: string, enabled = true) =>
  useStoredRecord(pickupNumber, { queryKey: ['pickups/edit', pickupNumber], queryFn: () => callApi(CALLS.getPickup, { pickupNumber }) }, enabled);

const rowsOf = (answer: PickupsAnswer) => answer.pickups;

/** GET pickups/list: the company's pickups of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export const usePickups = (search: string, enabled = true) => useBookingList(pickupsQueryKey, CALLS.getPickups, rowsOf, search, enabled);

export type SavePickupInput = BookingSave<PickupDraft>;

/**
 * Books the pickup (spec 02 section 7): POST quoteConvert for a quote's first booking
 * (pickupOrConsignment 0), POST pickups/new for a new one, POST pickups/edit once it has a number.
 */
export function savePickup({ draft, key }: SavePickupInput): Promise<PickupSaveAnswer> {
  const options = withIdempotencyKey(key);
  if (draft.pickupNumber) return callApi(CALLS.pickupEdit, draft, options);
  if (draft.quoteNumber) return callApi(CALLS.quoteConvert, { ...draft, pickupOrConsignment: 0 }, options);
  return callApi(CALLS.pickupNew, draft, options);
}

export const useSavePickup = () => useBookingSave(savePickup, pickupsQueryKey);

export interface ConvertPickupInput {
  input: PickupConvertInput;
  /** Creating an electronic connote twice would number two consignments: a retry reuses the key. */
  key: string;
}

const convertPickup = ({ input, key }: ConvertPickupInput) => callApi(CALLS.pickupConvert, input, withIdempotencyKey(key));

/**
 * POST pickups/convert: creates the pickup's consignment note (conNumber '' asks for an electronic
 * one). The quote a pickup came from lists the consignment too (spec 02 section 3, 'Quote list row').
 */
export const useConvertPickup = () => useBookingMutation(convertPickup, [quotesQueryKey, pickupsQueryKey]);

const duplicatePickup = (pickupNumber: string) => callApi(CALLS.duplicatePickup, { pickupNumber });

/** POST pickups/duplicate: a copy under a new number (recordNumber). */
export const useDuplicatePickup = () => useBookingMutation(duplicatePickup, [pickupsQueryKey]);
