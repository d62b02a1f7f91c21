import type { BookingOptions, RateOption } from '@portal/domain/api/reference';
import type { DepotReceives } from '@portal/domain/schedule/drop-in-rules';
import { dropFreightEditable } from '@portal/domain/consignment/drop-freight-access';
import { DROP_FREIGHT_STEP, dropFreightVisits } from '@portal/domain/wizard/drop-freight-step-rules';
import { quoteLocked } from '@portal/domain/booking/booking-rules';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { useStore } from 'zustand';
import type { StepView } from '../../../components/booking/wizard/booking-wizard';
import { AccountsStep } from '../../../components/booking/steps/accounts/accounts-step';
import { AdditionalServicesStep } from '../../../components/booking/steps/additional-services/additional-services-step';
import { CreateConsignmentStep } from '../../../components/booking/steps/create-consignment/create-consignment-step';
import { DangerousGoodsStep } from '../../../components/booking/steps/dangerous-goods/dangerous-goods-step';
import { useDetailsRoute } from '../../../components/booking/steps/details/details-value';
import { bookingDetailsChange } from '../../../components/booking/steps/details/booking-details-change';
import { DetailsStep } from '../../../components/booking/steps/details/details-step';
import { FreightStep } from '../../../components/booking/steps/freight/freight-step';
import type { ReviewSectionName } from '../../../components/booking/steps/review/booking-review-sections';
import { ReviewDropFreightStep } from '../../../components/booking/steps/review/review-drop-freight-step';
import { ScheduleDropInStep } from '../../../components/booking/steps/schedule-drop-in/schedule-drop-in-step';
import { SpecialInstructionsStep } from '../../../components/booking/steps/special-instructions/special-instructions-step';
import type { DropFreightStore } from '../store/drop-freight-store';
import { ConsignmentNumberStep } from './consignment-number-step';
import { DropInInstructionsStep } from './drop-in-instructions-step';

// One empty list while the route is unknown, so the freight step's route types stay memoised.
const NO_RATES: readonly RateOption[] = [];

const SECTION_STEP: Record<ReviewSectionName, number> = {
  consignment: DROP_FREIGHT_STEP.consignmentNumber,
  details: DROP_FREIGHT_STEP.details,
  freight: DROP_FREIGHT_STEP.freight,
  services: DROP_FREIGHT_STEP.services,
  dangerousGoods: DROP_FREIGHT_STEP.dangerousGoods,
  schedule: DROP_FREIGHT_STEP.schedule,
  instructions: DROP_FREIGHT_STEP.instructions,
};

export interface DropFreightStepBodyProps extends StepView {
  store: DropFreightStore;
  options: BookingOptions;
  readOnly: boolean;
  now: Date;
  /** The days the receiving depot takes freight in; undefined while the calendar loads. */
  receives?: DepotReceives;
  company: string;
  /** The existing route: step 2 is passed over, and Review's Edit links skip it too. */
  existing: boolean;
  /** The server's refusal of a manual connote number. */
  numberError?: string;
  onCreateConsignment: () => void;
  creating: boolean;
}

/** The drop-freight wizard's current step (spec 02 section 2), bound to the drop-freight store. */
export function DropFreightStepBody(props: DropFreightStepBodyProps) {
  const { store, options, readOnly, showErrors } = props;
  const draft = useStore(store, (s) => s.draft);
  const patchDraft = useStore(store, (s) => s.patchDraft);
  const patchDetails = useStore(store, (s) => s.patchDetails);
  const route = useDetailsRoute(draft, options).route;
  const depot = options.depots.find((d) => d.code === route?.depotFrom);
  const locked = quoteLocked(draft);
  const common = { options, readOnly, onChange: patchDraft };
  const freightType = draft.freightList[0]?.type ?? '';

  switch (draft.progress) {
    case DROP_FREIGHT_STEP.accounts:
      return <AccountsStep {...common} value={{ accounts: draft.accounts }} company={props.company} />;
    case DROP_FREIGHT_STEP.consignmentNumber:
      return <ConsignmentNumberStep draft={draft} onChange={patchDraft} readOnly={readOnly} numberError={props.numberError} />;
    case DROP_FREIGHT_STEP.details:
      return (
        <DetailsStep
          variant="full"
          value={draft}
          onChange={bookingDetailsChange({ draft, patchDetails, patchDraft }, options)}
          options={options}
          readOnly={readOnly}
          showErrors={showErrors}
          visits={dropFreightVisits(draft)}
        />
      );
    case DROP_FREIGHT_STEP.freight:
      return (
        <FreightStep
          {...common}
          title="Check Freight"
          value={{ freightList: draft.freightList, ppi: draft.ppi }}
          routeRates={route?.rates ?? NO_RATES}
          locked={locked}
          // Price per item is the direct wizard's (spec 02 section 2).
          ppiToggle={!locked}
          withDgFields={false}
          showErrors={showErrors}
        />
      );
    case DROP_FREIGHT_STEP.services:
      return (
        <AdditionalServicesStep
          {...common}
          value={draft}
          routeRates={route?.rates ?? NO_RATES}
          freightType={freightType}
          pickupFixed
          // A quote's services are its own: shown as given, and why (spec 02 section 4).
          fixedReason={locked ? BOOKING_MESSAGES.quotedServicesLocked : undefined}
        />
      );
    case DROP_FREIGHT_STEP.dangerousGoods:
      return <DangerousGoodsStep {...common} value={draft} locked={locked} showErrors={showErrors} />;
    case DROP_FREIGHT_STEP.schedule:
      return (
        <ScheduleDropInStep
          value={draft}
          onChange={patchDraft}
          readOnly={readOnly}
          depot={depot}
          state={depot?.state ?? draft.sender.state}
          freightType={freightType}
          now={props.now}
          receives={props.receives}
          showErrors={showErrors}
        />
      );
    case DROP_FREIGHT_STEP.instructions:
      // The direct wizard's own instructions screen; a quote's drop freight has the shared one.
      return locked ? (
        <SpecialInstructionsStep {...common} value={draft} />
      ) : (
        <DropInInstructionsStep {...common} value={draft} depot={depot} day={draft.readyAt} />
      );
    case DROP_FREIGHT_STEP.review:
      return (
        <ReviewDropFreightStep
          draft={draft}
          options={options}
          // Edit links only while editable (spec 02 sections 2 and 4); step 2 only before it is numbered.
          onEdit={readOnly || !dropFreightEditable(draft.status) ? undefined : (section) => props.onGoTo(SECTION_STEP[section])}
          fixed={[...(locked ? (['freight', 'services', 'dangerousGoods'] as const) : []), ...(props.existing ? (['consignment'] as const) : [])]}
        />
      );
    case DROP_FREIGHT_STEP.createConsignment:
      return (
        <CreateConsignmentStep
          value={draft}
          onChange={patchDraft}
          onCreate={props.onCreateConsignment}
          busy={props.creating}
          readOnly={readOnly}
          numbered
        />
      );
    default:
      return null;
  }
}
