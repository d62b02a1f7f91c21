import type { PickupDraft } from '@portal/domain/api/pickup';
import { pickupEditable } from '@portal/domain/pickup/pickup-access';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { PICKUP_STEP, pickupDraftForSubmit, pickupVisits, type PickupStepKey } from '@portal/domain/wizard/pickup-step-rules';
import { AccountsStep } from '../../../components/booking/steps/accounts/accounts-step';
import { CreateConsignmentStep } from '../../../components/booking/steps/create-consignment/create-consignment-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { ruleContext } from '../../../components/booking/steps/details/details-value';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import { ReviewPickupStep } from '../../../components/booking/steps/review/review-pickup-step';
import { SchedulePickupStep } from '../../../components/booking/steps/schedule-pickup/schedule-pickup-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import type { StepScreens } from '../../../components/booking/wizard/booking-wizard';
import type { StepBinding } from '../../../components/booking/wizard/use-step-binding';

export interface PickupStepView extends StepBinding<PickupDraft> {
  company: string;
  now: Date;
  onCreateConsignment: () => void;
  creating: boolean;
  /** The connote number or type was changed: a refusal of the one before no longer stands (issue 24). */
  onConnoteEdit: () => void;
}

/** The pickup wizards' screens by step (spec 02 section 2); the domain's PICKUP_STEPS names and gates them. */
export const PICKUP_SCREENS: StepScreens<PickupStepKey, PickupStepView> = {
  accounts: (v) => <AccountsStep {...v.common} value={v.draft} company={v.company} />,
  details: (v) => (
    <DetailsStep variant="full" {...v.common} value={v.details} onChange={v.onDetailsChange} showErrors={v.showErrors} visits={pickupVisits(v.draft, ruleContext(v.options))} />
  ),
  freight: (v) => (
    <FreightStep
      {...v.common}
      title={quoteLocked(v.draft) ? 'Check Freight' : 'Enter Freight'}
      value={v.draft}
      routeRates={v.routeRates}
      locked={quoteLocked(v.draft)}
      withDgFields={false}
      showErrors={v.showErrors}
    />
  ),
  dangerousGoods: (v) => <DangerousGoodsStep {...v.common} value={v.draft} locked={quoteLocked(v.draft)} showErrors={v.showErrors} />,
  schedule: (v) => <SchedulePickupStep {...v.common} value={v.draft} state={v.draft.sender.state} now={v.now} showErrors={v.showErrors} />,
  instructions: (v) => <SpecialInstructionsStep {...v.common} value={v.draft} />,
  review: (v) => (
    <ReviewPickupStep
      // A new pickup's services are settled from the route, as they will be booked.
      draft={pickupDraftForSubmit(v.draft, ruleContext(v.options))}
      options={v.options}
      // Edit links only while editable (spec 02 sections 2 and 4).
      onEdit={v.readOnly || !pickupEditable(v.draft.status) ? undefined : (section) => v.onGoTo(PICKUP_STEP[section])}
      fixed={quoteLocked(v.draft) ? ['freight', 'dangerousGoods'] : []}
    />
  ),
  createConsignment: (v) => (
    <CreateConsignmentStep
      value={v.draft}
      onChange={(patch) => {
        v.common.onChange(patch);
        if (patch.conNumber !== undefined || patch.conType !== undefined) v.onConnoteEdit();
      }}
      onCreate={v.onCreateConsignment}
      busy={v.creating}
      readOnly={v.readOnly}
    />
  ),
};
