import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { isBusinessDay } from '@portal/domain/schedule/business-days';
import { quotedBookingErrors, type QuotedFields } from '@portal/domain/booking/quoted-booking';
import { DROP_FREIGHT_STEP, dropFreightDraftErrors, dropInOutcome } from '@portal/domain/wizard/drop-freight-step-rules';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { checkBooking } from '../bookings/service';
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
  const passed = (step: number) => progress > step;
  // The price-per-item entries are the Freight step's to check, the UN list the Dangerous Goods step's.
  const freight = { freightList: draft.freightList, ppi: passed(DROP_FREIGHT_STEP.freight) && draft.ppi, _dgHas: passed(DROP_FREIGHT_STEP.dangerousGoods) ? draft._dgHas : null };
  const { errors, outcome, checked } = await checkBooking(db, companyId, draft, now, {
    rules(booking, options) {
      // The receiving depot takes freight in on its state's business days only (decision 0040),
      // until its own same-day cut-offs (decision 0055).
      const ctx = { ...booking, receives: isBusinessDay, depots: options.tariff.depots };
      const locks = quote ? quotedBookingErrors(draft, quote).filter((m) => passed(LOCK_STEP[m] ?? DROP_FREIGHT_STEP.review)) : [];
      return { errors: [...dropFreightDraftErrors(draft, ctx, progress), ...locks], outcome: passed(DROP_FREIGHT_STEP.schedule) ? dropInOutcome(draft, ctx) : null };
    },
    freight,
    storesItems: passed(DROP_FREIGHT_STEP.freight),
  });
  return {
    errors: [...new Set(errors)],
    checked: { ...checked, schedule: outcome ?? { scheduleDay: '', scheduleMsg: '' } },
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
