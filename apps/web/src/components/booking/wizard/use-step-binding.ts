import type { Party } from '@portal/domain/api/party';
import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { DraftStoreActions } from '../draft-store';
import { bookingDetailsChange } from '../steps/details/booking-details-change';
import { useDetailsRoute, type DetailsValue } from '../steps/details/details-value';

// One empty list while the route is unknown, so the freight step's route types stay memoised.
const NO_RATES: readonly RateOption[] = [];

interface BindableStore<D> extends DraftStoreActions<D> {
  draft: D;
  patchDetails: (patch: Partial<DetailsValue>) => void;
}

/**
 * What a pickup's or drop freight's steps read and write, bound to its store once: the draft,
 * the props every shared step takes, the Details step's value and change, and the route's rates.
 */
export function useStepBinding<D extends { sender: Party; instructions: string }>(
  store: StoreApi<BindableStore<D>>,
  options: BookingOptions,
  readOnly: boolean,
  detailsOf: (draft: D) => DetailsValue,
) {
  const { draft, patchDraft, patchDetails } = useStore(store);
  const details = detailsOf(draft);
  const route = useDetailsRoute(details, options).route;
  return {
    draft,
    options,
    readOnly,
    /** The props of every shared step (StepProps) but its value. */
    common: { options, readOnly, onChange: patchDraft },
    details,
    // The instructions are a field of every booking draft.
    onDetailsChange: bookingDetailsChange({ draft, patchDetails, patchDraft: (patch) => patchDraft(patch as Partial<D>) }, options),
    route,
    routeRates: route?.rates ?? NO_RATES,
  };
}

export type StepBinding<D> = ReturnType<typeof useStepBinding<D & { sender: Party; instructions: string }>>;
