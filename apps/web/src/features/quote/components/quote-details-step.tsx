import { Stack } from '@mantine/core';
import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import { useStore } from 'zustand';
import { useDetailsRoute } from '../../../components/booking/steps/details/details-value';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import type { QuoteStore } from '../store/quote-store';
import { detailsOf } from '../store/quote-wizard-state';

// One empty list while the route is unknown, so the freight step's route types stay memoised.
const NO_RATES: readonly RateOption[] = [];

interface QuoteDetailsStepProps {
  store: QuoteStore;
  options: BookingOptions;
  readOnly: boolean;
  showErrors: boolean;
}

/**
 * The quote's Details step: the suburbs, PO and customer reference (DetailsStep variant 'quote'),
 * followed by the line items, since the quote prices the freight (docs/decisions/0017). The
 * items' dangerous goods fields are asked on the Dangerous Goods step's item information.
 */
export function QuoteDetailsStep({ store, options, readOnly, showErrors }: QuoteDetailsStepProps) {
  const sender = useStore(store, (s) => s.sender);
  const receiver = useStore(store, (s) => s.receiver);
  const draft = useStore(store, (s) => s.draft);
  const patchDetails = useStore(store, (s) => s.patchDetails);
  const patchDraft = useStore(store, (s) => s.patchDraft);
  const details = detailsOf({ draft, sender, receiver });
  const routeRates = useDetailsRoute(details, options).route?.rates ?? NO_RATES;

  return (
    <Stack gap="xl">
      <DetailsStep
        variant="quote"
        value={details}
        onChange={patchDetails}
        options={options}
        readOnly={readOnly}
        showErrors={showErrors}
      />
      <FreightStep
        title="Enter Freight"
        value={{ freightList: draft.freightList, ppi: draft.ppi }}
        onChange={patchDraft}
        options={options}
        readOnly={readOnly}
        routeRates={routeRates}
        withDgFields={false}
        showErrors={showErrors}
      />
    </Stack>
  );
}
