import { Stack } from '@mantine/core';
import type { PriceBreakdown, QuoteDraft } from '@portal/domain/api/quote';
import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import { QUOTE_STEP, type QuoteStepKey } from '@portal/domain/wizard/quote-step-rules';
import { AdditionalServicesStep } from '../../../components/booking/steps/additional-services/additional-services-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import type { StepScreens } from '../../../components/booking/wizard/booking-wizard';
import type { QuoteStoreState } from '../store/quote-store';
import { QuoteSummary } from '../../../components/booking/steps/summary/quote-summary';

export interface QuoteStepView {
  draft: QuoteDraft;
  /** The draft as posted: sender and receiver as suburb values. */
  submitted: QuoteDraft;
  options: BookingOptions;
  readOnly: boolean;
  common: { options: BookingOptions; readOnly: boolean; onChange: QuoteStoreState['patchDraft'] };
  details: DetailsValue;
  onDetailsChange: QuoteStoreState['patchDetails'];
  routeRates: readonly RateOption[];
  /** The price the user may see; null until priced or without QuotationFinancials view. */
  total: number | null;
  breakdown: PriceBreakdown | null;
  generalRate: boolean;
  validUntil: number;
  pricesHidden: boolean;
}

/** The quote wizard's screens by step (spec 02 section 2); the domain's QUOTE_STEPS names and gates them. */
export const QUOTE_SCREENS: StepScreens<QuoteStepKey, QuoteStepView> = {
  // The quote prices the freight, so its Details holds the line items (docs/decisions/0017); their
  // dangerous goods fields are asked on the Dangerous Goods step's item information.
  details: (v) => (
    <Stack gap="xl">
      <DetailsStep variant="quote" {...v.common} value={v.details} onChange={v.onDetailsChange} showErrors={v.showErrors} />
      <FreightStep {...v.common} title="Enter Freight" value={v.draft} routeRates={v.routeRates} withDgFields={false} showErrors={v.showErrors} />
    </Stack>
  ),
  services: (v) => <AdditionalServicesStep {...v.common} value={v.draft} routeRates={v.routeRates} freightType={v.draft.freightList[0]?.type ?? ''} />,
  dangerousGoods: (v) => <DangerousGoodsStep {...v.common} value={v.draft} showErrors={v.showErrors} />,
  instructions: (v) => <SpecialInstructionsStep {...v.common} value={v.draft} />,
  summary: (v) => (
    <QuoteSummary
      draft={v.submitted}
      options={v.options}
      total={v.total}
      breakdown={v.total === null ? null : v.breakdown}
      generalRate={v.generalRate}
      validUntil={v.validUntil}
      onEditFreight={v.readOnly ? undefined : () => v.onGoTo(QUOTE_STEP.details)}
      pricesHidden={v.pricesHidden}
    />
  ),
};
