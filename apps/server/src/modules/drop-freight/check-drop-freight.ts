import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { isBusinessDay } from '@portal/domain/schedule/business-days';
import { quotedBookingErrors, type QuotedFields } from '@portal/domain/booking/quoted-booking';
import { DROP_FREIGHT_STEP, dropFreightDraftErrors, dropInOutcome } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { checkedRoute, loadBookingCheck } from '../bookings/booking-check';
import { serverItemErrors, storedItems } from '../bookings/freight-items';
import type { CheckedDropFreight } from './drop-freight-rows';

// The checks of a drop freight draft (spec 02 sections 5 and 7): the wizard's step rules with
// the company's options, saved addresses and route rates, on the server's clock, for the steps
// the draft has passed (all of them when it is booked: progress 10); then what only the server
// knows (price per item entries, the UN list) and a quote's locks, each from the step that asks
// for it. A draft numbered at step 2 may still have blank parties and freight.

/** The step of each quoting notice: a lock binds once its step has been passed. */
const LOCK_STEP: Readonly<Record<string, number>> = {
  [BOOKING_MESSAGES.quotedRouteLocked]: DROP_FREIGHT_STEP.details,
  [BOOKING_MESSAGES.quotedFreightLocked]: DROP_FREIGHT_STEP.freight,
  [BOOKING_MESSAGES.quotedServicesLocked]: DROP_FREIGHT_STEP.services,
  [BOOKING_MESSAGES.dgCannotBeAmended]: DROP_FREIGHT_STEP.dangerousGoods,
  [BOOKING_MESSAGES.dgCannotBeSelected]: DROP_FREIGHT_STEP.dangerousGoods,
};

export interface DropFreightInspection {
  /** Every message, each once, in step order. */
  errors: string[];
  checked: CheckedDropFreight;
}

/** The draft's messages at `progress` and what would be stored; saves nothing, refuses nothing. */
export async function inspectDropFreight(
  db: Db,
  companyId: number,
  draft: DropFreightDraft,
  now: number,
  progress: number,
  quote: QuotedFields | null,
): Promise<DropFreightInspection> {
  const check = await loadBookingCheck(db, companyId, draft, now);
  // The receiving depot takes freight in on its state's business days only (decision 0040).
  const ctx = { ...check.ctx, receives: isBusinessDay };
  const passed = (step: number) => progress > step;
  const locks = quote ? quotedBookingErrors(draft, quote).filter((m) => passed(LOCK_STEP[m] ?? DROP_FREIGHT_STEP.review)) : [];
  // The price-per-item entries are the Freight step's to check, the UN list the Dangerous Goods step's.
  const freight = { freightList: draft.freightList, ppi: passed(DROP_FREIGHT_STEP.freight) && draft.ppi, _dgHas: passed(DROP_FREIGHT_STEP.dangerousGoods) ? draft._dgHas : null };
  const errors = [...dropFreightDraftErrors(draft, ctx, progress), ...locks, ...serverItemErrors(freight, check.booking)];
  const outcome = passed(DROP_FREIGHT_STEP.schedule) ? dropInOutcome(draft, ctx) : null;
  return {
    errors: [...new Set(errors)],
    checked: {
      ...checkedRoute(check, draft),
      // Lines not yet checked are kept as typed: a blank line has no weight to work out.
      items: passed(DROP_FREIGHT_STEP.freight) ? storedItems(draft) : draft.freightList.map((item) => ({ ...item, error: '' })),
      schedule: outcome ?? { scheduleDay: '', scheduleMsg: '' },
    },
  };
}

/** The checked draft, or every message at once as a 400. */
export async function checkDropFreight(
  db: Db,
  companyId: number,
  draft: DropFreightDraft,
  now: number,
  progress: number,
  quote: QuotedFields | null,
): Promise<CheckedDropFreight> {
  const { errors, checked } = await inspectDropFreight(db, companyId, draft, now, progress, quote);
  if (errors.length > 0) throw badRequest(...errors);
  return checked;
}
