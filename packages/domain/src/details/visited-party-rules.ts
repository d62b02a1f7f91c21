import type { Party } from '../api/party';
import type { ServiceValue } from '../booking/booking';
import { SERVICE_NONE } from '../services/service-values';
import { DETAILS_FIELDS, partyFieldRequired, type PartyRole } from './details-messages';

// A booking (not a quote) names each party the carrier must visit well enough to find and call
// them: full name, street address and phone (issue 24, docs/decisions/0043). The sender is
// visited when a pickup is required, the receiver when delivery is (spec 02 section 4's service
// values). One rule for the browser's Details Next and the server's booking check.

/** The services that say whom the carrier visits. */
export interface Visits {
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
}

/** What a visit needs, in the Details step's field order. */
const VISIT_FIELDS = ['fullName', 'phoneNum', 'streetAddress'] as const satisfies readonly (keyof Party & keyof typeof DETAILS_FIELDS)[];

/**
 * Whether the carrier goes to the party: its service is required (2 or 3), or not yet chosen
 * (0). A drop freight's Details step comes before its Additional Services, where delivery is
 * usually chosen: the receiver is asked for where its fields are, and 'collect from the depot'
 * (1) lifts the need (decision 0043).
 */
export const visited = (service: ServiceValue): boolean => service !== SERVICE_NONE;

function missingFields(party: Party, who: PartyRole): string[] {
  return VISIT_FIELDS.filter((field) => party[field].trim() === '').map((field) => partyFieldRequired(who, DETAILS_FIELDS[field]));
}

/** Each visited party's missing field, sender before receiver: 'Receiver full name is required.' */
export function visitedPartyErrors(details: { sender: Party; receiver: Party }, visits: Visits): string[] {
  return [
    ...(visited(visits.pickupRequired) ? missingFields(details.sender, 'Sender') : []),
    ...(visited(visits.deliveryRequired) ? missingFields(details.receiver, 'Receiver') : []),
  ];
}
