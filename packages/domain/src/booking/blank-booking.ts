import { BLANK_PARTY } from '../api/party';
import type { CustomerDefaults } from '../api/session';
import { resetFreight } from '../freight/freight-list';
import type { BookingFields, ConsignedBookingFields, ConType } from './booking';

// What a blank booking starts from (spec 02 section 3), written once for the quote, the pickup
// and the drop freight, which add their own fields to it.

const NO_DEFAULTS: CustomerDefaults = { defaultOpen: '', defaultClose: '', defaultInstructions: '', defaultExtraEmail: '' };

/** A blank draft at step 1: one empty line item, nothing answered. */
export function blankBookingFields(): BookingFields {
  return {
    progress: 1,
    version: 0,
    poNumber: '',
    freightList: resetFreight(),
    ppi: false,
    pickupRequired: 0,
    deliveryRequired: 0,
    _dgHas: null,
    dgClasses: [],
    instructions: '',
    quoteNumber: '',
  };
}

/** What a blank pickup and drop freight share beside the booking fields. */
export interface ConsignedBlank extends ConsignedBookingFields {
  bookedBy: string;
  openFrom: string;
  closedAfter: string;
  readyAt: string;
}

/**
 * A blank pickup or drop freight: open and close times, instructions and the copy-to e-mail from
 * the customer defaults, Freight Booked By the user's name, an electronic connote to come.
 */
export function blankConsignedBooking(defaults: CustomerDefaults = NO_DEFAULTS, bookedBy = '', status = 0): ConsignedBlank {
  return {
    ...blankBookingFields(),
    accounts: null,
    sender: { ...BLANK_PARTY },
    receiver: { ...BLANK_PARTY },
    status,
    conType: 'preElectronic',
    conNumber: '',
    ExtraEmail: defaults.defaultExtraEmail,
    scheduleDay: '',
    scheduleMsg: '',
    bookedBy,
    openFrom: defaults.defaultOpen,
    closedAfter: defaults.defaultClose,
    instructions: defaults.defaultInstructions,
    readyAt: '',
  };
}

/** Once the consignment note exists a manual number stays manual, anything else is electronic (spec 02 section 4). */
export const bookedConType = (conType: ConType): ConType => (conType === 'preManual' || conType === 'manual' ? 'manual' : 'electronic');
