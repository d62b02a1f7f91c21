import type { BookingOptions } from '@portal/domain/api/reference';
import { QUOTE_STEP } from '@portal/domain/wizard/quote-step-rules';
import { useStore } from 'zustand';
import { AdditionalServicesStep } from '../../../components/booking/steps/additional-services/additional-services-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import { detailsRoute } from '../../../components/booking/steps/details/details-value';
import type { QuoteStore } from '../store/quote-store';
import { detailsOf } from '../store/quote-wizard-state';
import { QuoteDetailsStep } from './quote-details-step';

interface QuoteStepBodyProps {
  store: QuoteStore;
  step: number;
  options: BookingOptions;
  readOnly: boolean;
  /** Show every message of the step (a Next found errors). */
  showErrors: boolean;
}

/** The shared step of the quote wizard's current step (spec 02 section 2), bound to the quote store. */
export function QuoteStepBody({ store, step, options, readOnly, showErrors }: QuoteStepBodyProps) {
  const state = useStore(store);
  const { draft, patchDraft } = state;
  const common = { options, readOnly, onChange: patchDraft };

  switch (step) {
    case QUOTE_STEP.details:
      return <QuoteDetailsStep store={store} options={options} readOnly={readOnly} showErrors={showErrors} />;
    case QUOTE_STEP.services:
      return (
        <AdditionalServicesStep
          {...common}
          value={{ pickupRequired: draft.pickupRequired, deliveryRequired: draft.deliveryRequired }}
          routeRates={detailsRoute(detailsOf(state), options).route?.rates ?? []}
          freightType={draft.freightList[0]?.type ?? ''}
        />
      );
    case QUOTE_STEP.dangerousGoods:
      return (
        <DangerousGoodsStep
          {...common}
          value={{ _dgHas: draft._dgHas, dgClasses: draft.dgClasses, freightList: draft.freightList }}
          showErrors={showErrors}
        />
      );
    case QUOTE_STEP.instructions:
      return <SpecialInstructionsStep {...common} value={{ instructions: draft.instructions }} />;
    default:
      return null;
  }
}
