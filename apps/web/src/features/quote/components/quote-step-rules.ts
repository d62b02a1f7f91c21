import type { BookingOptions } from '@portal/domain/api/reference';
import { dangerousGoodsCanAdvance, dangerousGoodsStepErrors } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { additionalServicesCanAdvance, servicesAvailable } from '../../../components/booking/steps/additional-services/additional-services-step';
import { detailsRoute, detailsStepErrors } from '../../../components/booking/steps/details/details-rules';
import { freightStepErrors } from '../../../components/booking/steps/freight/freight-rules';
import { specialInstructionsCanAdvance } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import { detailsOf, type QuoteWizard } from '../store/quote-wizard-state';

// When each quote step lets the user go on (spec 02 sections 4 and 5), composed from the shared
// steps' own rules. A step whose messages show only after a Next (Details, Dangerous Goods item
// information) keeps Next enabled and answers its errors instead.

export const QUOTE_STEP = { details: 0, services: 1, dangerousGoods: 2, instructions: 3, summary: 4, accept: 5 } as const;

export interface StepCheck {
  /** Whether Next is enabled. */
  canAdvance: boolean;
  /** What a click on Next shows instead of advancing. */
  errors: string[];
}

/** The route of the chosen suburbs: its rates decide the freight types and services. */
export function quoteRouteRates(state: QuoteWizard, options: BookingOptions) {
  return detailsRoute(state, options).route?.rates ?? [];
}

export function quoteStepCheck(step: number, state: QuoteWizard, options: BookingOptions): StepCheck {
  const { draft } = state;
  switch (step) {
    case QUOTE_STEP.details:
      return {
        canAdvance: true,
        errors: [
          ...detailsStepErrors(detailsOf(state), options, 'quote'),
          // The items' DG fields are checked with the Dangerous Goods step's item information.
          ...freightStepErrors(draft, options, quoteRouteRates(state, options), false),
        ],
      };
    case QUOTE_STEP.services: {
      const available = servicesAvailable({
        routeRates: quoteRouteRates(state, options),
        freightType: draft.freightList[0]?.type ?? '',
        options,
      });
      return { canAdvance: additionalServicesCanAdvance(draft, available), errors: [] };
    }
    case QUOTE_STEP.dangerousGoods:
      return { canAdvance: dangerousGoodsCanAdvance(draft), errors: dangerousGoodsStepErrors(draft) };
    case QUOTE_STEP.instructions:
      return { canAdvance: specialInstructionsCanAdvance(draft), errors: [] };
    default:
      return { canAdvance: true, errors: [] };
  }
}
