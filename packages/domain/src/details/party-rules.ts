import type { Party } from '../api/party';
import { suburbValueOf } from '../api/party';
import type { SavedAddress } from '../api/reference';
import { checkLength } from '../freight/text-fields';
import { isEmail } from '../validation/email';
import { DETAILS_FIELDS, DETAILS_MESSAGES, emailInvalid, type PartyRole } from './details-messages';
import type { DetailsState } from './details-state';
import { referenceErrors } from './reference-rules';
import { routeCheck, type RouteContext } from './route-rules';
import { visitedPartyErrors, type Visits } from './visited-party-rules';

// The full Details step of pickups and drop freight (spec 02 section 5 'Details'): each party's
// saved address and field lengths, the suburbs and route, the PO and customer reference.

export const PARTY_LIMITS = {
  fullName: 50,
  emailAddress: 1000,
  streetAddress: 100,
  company: 50,
  companyABN: 100,
} as const;

/** A key naming a saved address (not '' or 'new'). */
function savedAddressId(key: string): number | undefined {
  return /^\d+$/.test(key) ? Number(key) : undefined;
}

export function partyErrors(party: Party, who: PartyRole, addresses: readonly SavedAddress[]): string[] {
  const id = savedAddressId(party.key);
  const f = DETAILS_FIELDS;
  const field = (name: string) => `${who} ${name}`;
  const checks = [
    id !== undefined && !addresses.some((a) => a.id === id) ? DETAILS_MESSAGES.optionDoesNotExist : undefined,
    checkLength(party.fullName, field(f.fullName), PARTY_LIMITS.fullName),
    checkLength(party.emailAddress, field(f.emailAddress), PARTY_LIMITS.emailAddress) ??
      (party.emailAddress.trim() !== '' && !isEmail(party.emailAddress.trim()) ? emailInvalid(who) : undefined),
    checkLength(party.streetAddress, field(f.streetAddress), PARTY_LIMITS.streetAddress),
    checkLength(party.company, field(f.company), PARTY_LIMITS.company),
    who === 'Sender' ? checkLength(party.companyABN, field(f.companyABN), PARTY_LIMITS.companyABN) : undefined,
  ];
  return checks.filter((m): m is string => m !== undefined);
}

export interface DetailsContext extends RouteContext {
  requirePO: boolean;
  addresses: readonly SavedAddress[];
}

/**
 * Every Details message of a booking, sender before receiver: the fields, those of a party the
 * carrier visits (`visits`, decision 0043), then the route, PO and reference.
 */
export function detailsErrors(details: DetailsState, ctx: DetailsContext, visits: Visits): string[] {
  return [
    ...partyErrors(details.sender, 'Sender', ctx.addresses),
    ...partyErrors(details.receiver, 'Receiver', ctx.addresses),
    ...visitedPartyErrors(details, visits),
    ...routeCheck(suburbValueOf(details.sender), suburbValueOf(details.receiver), ctx).errors,
    ...referenceErrors(details.poNumber, details.pickupRef, ctx.requirePO),
  ];
}
