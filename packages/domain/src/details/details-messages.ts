// Details step messages (spec 02 section 5 'Details'), verbatim.

export type PartyRole = 'Sender' | 'Receiver';

export const DETAILS_MESSAGES = {
  optionDoesNotExist: 'Option does not exist.',
  senderFirst: 'Need to select a sending suburb before the receiving suburb.',
  destinationsMatch: 'Sender and receiver destinations cannot match.',
  cannotShip: 'Cannot ship between this destination pair.',
  poRequired: 'Purchase Order # is required.',
} as const;

/** The labels the length messages name. */
export const DETAILS_FIELDS = {
  poNumber: 'Purchase Order #',
  customerRef: 'Customer Reference',
  fullName: 'full name',
  phoneNum: 'phone number',
  emailAddress: 'email address',
  streetAddress: 'street address',
  company: 'business name',
  companyABN: 'ABN',
} as const;

/** '{Sender or Receiver} suburb is required!' */
export function suburbRequired(who: PartyRole): string {
  return `${who} suburb is required!`;
}

/** 'Receiver full name is required.': a field of a party the carrier visits (decision 0043). */
export function partyFieldRequired(who: PartyRole, field: string): string {
  return `${who} ${field} is required.`;
}

/** A suburb without depot service, or a receiver the sender's depots have no route to. */
export function suburbNotAvailable(label: string): string {
  return `${label} is not available!`;
}

/** 'Sender email address is invalid.' (the spec gives no text for a malformed address). */
export function emailInvalid(who: PartyRole): string {
  return `${who} email address is invalid.`;
}
