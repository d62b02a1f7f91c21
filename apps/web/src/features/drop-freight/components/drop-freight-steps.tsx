import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { Depot } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { dropFreightEditable } from '@portal/domain/consignment/drop-freight-access';
import type { DepotReceives } from '@portal/domain/schedule/drop-in-rules';
import { DROP_FREIGHT_STEP, dropFreightVisits, type DropFreightStepKey } from '@portal/domain/wizard/drop-freight-step-rules';
import { AccountsStep } from '../../../components/booking/steps/accounts/accounts-step';
import { AdditionalServicesStep } from '../../../components/booking/steps/additional-services/additional-services-step';
import { CreateConsignmentStep } from '../../../components/booking/steps/create-consignment/create-consignment-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import type { ReviewSectionName } from '../../../components/booking/steps/review/booking-review-sections';
import { ReviewDropFreightStep } from '../../../components/booking/steps/review/review-drop-freight-step';
import { ScheduleDropInStep } from '../../../components/booking/steps/schedule-drop-in/schedule-drop-in-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import type { StepScreens } from '../../../components/booking/wizard/booking-wizard';
import type { StepBinding } from '../../../components/booking/wizard/use-step-binding';
import { ConsignmentNumberStep } from '../../../components/booking/steps/consignment-number/consignment-number-step';
import { DropInInstructionsStep } from '../../../components/booking/steps/special-instructions/drop-in-instructions-step';

export interface DropFreightStepView extends StepBinding<DropFreightDraft> {
  company: string;
  now: Date;
  /** The depot the freight is dropped in at: the route's first. */
  depot: Depot | undefined;
  /** The days the receiving depot takes freight in; undefined while the calendar loads. */
  receives?: DepotReceives;
  /** The existing route: step 2 is passed over, and Review's Edit links skip it too. */
  existing: boolean;
  /** The server's refusal of a manual connote number. */
  numberError?: string;
  onCreateConsignment: () => void;
  creating: boolean;
}

const freightType = (draft: DropFreightDraft) => draft.freightList[0]?.type ?? '';

/** What Review's Edit links may not reach: a quote's freight and services, and a numbered consignment's number. */
const fixedSections = (v: DropFreightStepView): ReviewSectionName[] => [
  ...(quoteLocked(v.draft) ? (['freight', 'services', 'dangerousGoods'] as const) : []),
  ...(v.existing ? (['consignment'] as const) : []),
];

/** The drop-freight wizards' screens by step (spec 02 section 2); the domain's DROP_FREIGHT_STEPS names and gates them. */
export const DROP_FREIGHT_SCREENS: StepScreens<DropFreightStepKey, DropFreightStepView> = {
  accounts: (v) => <AccountsStep {...v.common} value={v.draft} company={v.company} />,
  consignmentNumber: (v) => <ConsignmentNumberStep draft={v.draft} onChange={v.common.onChange} readOnly={v.readOnly} numberError={v.numberError} />,
  details: (v) => <DetailsStep variant="full" {...v.common} value={v.details} onChange={v.onDetailsChange} showErrors={v.showErrors} visits={dropFreightVisits(v.draft)} />,
  freight: (v) => (
    // Price per item is the direct wizard's (spec 02 section 2).
    <FreightStep {...v.common} title="Check Freight" value={v.draft} routeRates={v.routeRates} locked={quoteLocked(v.draft)} ppiToggle={!quoteLocked(v.draft)} withDgFields={false} showErrors={v.showErrors} />
  ),
  services: (v) => (
    <AdditionalServicesStep
      {...v.common}
      value={v.draft}
      routeRates={v.routeRates}
      freightType={freightType(v.draft)}
      pickupFixed
      // A quote's services are its own: shown as given, and why (spec 02 section 4).
      fixedReason={quoteLocked(v.draft) ? BOOKING_MESSAGES.quotedServicesLocked : undefined}
    />
  ),
  dangerousGoods: (v) => <DangerousGoodsStep {...v.common} value={v.draft} locked={quoteLocked(v.draft)} showErrors={v.showErrors} />,
  schedule: (v) => (
    <ScheduleDropInStep
      value={v.draft}
      onChange={v.common.onChange}
      readOnly={v.readOnly}
      depot={v.depot}
      state={v.depot?.state ?? v.draft.sender.state}
      freightType={freightType(v.draft)}
      now={v.now}
      receives={v.receives}
      showErrors={v.showErrors}
    />
  ),
  // The direct wizard's own instructions screen; a quote's drop freight has the shared one.
  instructions: (v) =>
    quoteLocked(v.draft) ? <SpecialInstructionsStep {...v.common} value={v.draft} /> : <DropInInstructionsStep {...v.common} value={v.draft} depot={v.depot} day={v.draft.readyAt} />,
  review: (v) => (
    <ReviewDropFreightStep
      draft={v.draft}
      options={v.options}
      // Edit links only while editable (spec 02 sections 2 and 4); step 2 only before it is numbered.
      onEdit={v.readOnly || !dropFreightEditable(v.draft.status) ? undefined : (section) => v.onGoTo(DROP_FREIGHT_STEP[section === 'consignment' ? 'consignmentNumber' : section])}
      fixed={fixedSections(v)}
    />
  ),
  createConsignment: (v) => (
    <CreateConsignmentStep value={v.draft} onChange={v.common.onChange} onCreate={v.onCreateConsignment} busy={v.creating} readOnly={v.readOnly} numbered />
  ),
};
