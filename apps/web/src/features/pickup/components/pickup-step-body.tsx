import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import { pickupEditable } from '@portal/domain/pickup/pickup-access';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { PICKUP_STEP, pickupDraftForSubmit, pickupVisits } from '@portal/domain/wizard/pickup-step-rules';
import { useStore } from 'zustand';
import type { StepView } from '../../../components/booking/wizard/booking-wizard';
import { AccountsStep } from '../../../components/booking/steps/accounts/accounts-step';
import { CreateConsignmentStep } from '../../../components/booking/steps/create-consignment/create-consignment-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { ruleContext, useDetailsRoute } from '../../../components/booking/steps/details/details-value';
import { bookingDetailsChange } from '../../../components/booking/steps/details/booking-details-change';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import { ReviewPickupStep, type PickupReviewSection } from '../../../components/booking/steps/review/review-pickup-step';
import { SchedulePickupStep } from '../../../components/booking/steps/schedule-pickup/schedule-pickup-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import type { PickupStore } from '../store/pickup-store';
import { detailsOf } from '../store/pickup-wizard-state';

// One empty list while the route is unknown, so the freight step's route types stay memoised.
const NO_RATES: readonly RateOption[] = [];

const SECTION_STEP: Record<PickupReviewSection, number> = {
  details: PICKUP_STEP.details,
  freight: PICKUP_STEP.freight,
  dangerousGoods: PICKUP_STEP.dangerousGoods,
  schedule: PICKUP_STEP.schedule,
  instructions: PICKUP_STEP.instructions,
};

export interface PickupStepBodyProps extends StepView {
  store: PickupStore;
  options: BookingOptions;
  /** A view-only or completed pickup. */
  readOnly: boolean;
  now: Date;
  company: string;
  onCreateConsignment: () => void;
  creating: boolean;
  /** The connote number or type was changed: a refusal of the one before no longer stands (issue 24). */
  onConnoteEdit: () => void;
}

/** The shared step of the pickup wizard's current step (spec 02 section 2), bound to the pickup store. */
export function PickupStepBody(props: PickupStepBodyProps) {
  const { store, options, readOnly, showErrors } = props;
  const draft = useStore(store, (s) => s.draft);
  const patchDraft = useStore(store, (s) => s.patchDraft);
  const patchDetails = useStore(store, (s) => s.patchDetails);
  const details = detailsOf(draft);
  const routeRates = useDetailsRoute(details, options).route?.rates ?? NO_RATES;
  const locked = quoteLocked(draft);
  const common = { options, readOnly, onChange: patchDraft };

  switch (draft.progress) {
    case PICKUP_STEP.accounts:
      return <AccountsStep {...common} value={{ accounts: draft.accounts }} company={props.company} />;
    case PICKUP_STEP.details:
      return (
        <DetailsStep
          variant="full"
          value={details}
          onChange={bookingDetailsChange({ draft, patchDetails, patchDraft }, options)}
          options={options}
          readOnly={readOnly}
          showErrors={showErrors}
          visits={pickupVisits(draft, ruleContext(options))}
        />
      );
    case PICKUP_STEP.freight:
      return (
        <FreightStep
          {...common}
          title={locked ? 'Check Freight' : 'Enter Freight'}
          value={{ freightList: draft.freightList, ppi: draft.ppi }}
          routeRates={routeRates}
          locked={locked}
          withDgFields={false}
          showErrors={showErrors}
        />
      );
    case PICKUP_STEP.dangerousGoods:
      return (
        <DangerousGoodsStep
          {...common}
          value={{ _dgHas: draft._dgHas, dgClasses: draft.dgClasses, freightList: draft.freightList }}
          locked={locked}
          showErrors={showErrors}
        />
      );
    case PICKUP_STEP.schedule:
      return <SchedulePickupStep value={draft} onChange={patchDraft} readOnly={readOnly} state={draft.sender.state} now={props.now} showErrors={showErrors} />;
    case PICKUP_STEP.instructions:
      return <SpecialInstructionsStep {...common} value={{ instructions: draft.instructions }} />;
    case PICKUP_STEP.review:
      return (
        <ReviewPickupStep
          // A new pickup's services are settled from the route, as they will be booked.
          draft={pickupDraftForSubmit(draft, ruleContext(options))}
          options={options}
          // Edit links only while editable (spec 02 sections 2 and 4).
          onEdit={readOnly || !pickupEditable(draft.status) ? undefined : (section) => props.onGoTo(SECTION_STEP[section])}
          fixed={locked ? ['freight', 'dangerousGoods'] : []}
        />
      );
    case PICKUP_STEP.createConsignment:
      return (
        <CreateConsignmentStep
          value={{ conType: draft.conType, conNumber: draft.conNumber, ExtraEmail: draft.ExtraEmail }}
          onChange={(patch) => {
            patchDraft(patch);
            if (patch.conNumber !== undefined || patch.conType !== undefined) props.onConnoteEdit();
          }}
          onCreate={props.onCreateConsignment}
          busy={props.creating}
          readOnly={readOnly}
        />
      );
    default:
      return null;
  }
}
