import { BLANK_PARTY, suburbValueOf, type Party } from '../api/party';
import type { QuoteDraft } from '../api/quote';
import type { SavedAddress, SuburbOption } from '../api/reference';

// Details step transitions (spec 02 section 4 'Details') as pure functions over the Details
// store: sender, receiver, poNumber, pickupRef (the customer reference) and quoteNumber.

export interface DetailsState {
  sender: Party;
  receiver: Party;
  poNumber: string;
  pickupRef: string;
  quoteNumber: string;
}

export const BLANK_DETAILS: DetailsState = {
  sender: BLANK_PARTY,
  receiver: BLANK_PARTY,
  poNumber: '',
  pickupRef: '',
  quoteNumber: '',
};

/** The key of a party typed by hand. */
export const MANUAL_KEY = 'new';

type SuburbFields = Pick<Party, 'suburb' | 'state' | 'postCode'>;

const suburbFieldsOf = (place: SuburbFields): SuburbFields => ({
  suburb: place.suburb,
  state: place.state,
  postCode: place.postCode,
});

/** Choosing a saved address fills every field of the party and sets key to the address id. */
export function chooseSavedAddress(address: SavedAddress): Party {
  return {
    key: String(address.id),
    fullName: [address.fName, address.sName].filter((n) => n.trim() !== '').join(' '),
    phoneNum: address.phone,
    emailAddress: address.emailAddress,
    streetAddress: [address.addr1, address.addr2, address.addr3].filter((line) => line.trim() !== '').join(', '),
    ...suburbFieldsOf(address),
    company: address.name,
    companyABN: '',
  };
}

/** Editing any manual field sets key to new. */
export function editParty(party: Party, patch: Partial<Omit<Party, 'key'>>): Party {
  return { ...party, ...patch, key: MANUAL_KEY };
}

/** Manual Address clears the party, keeping its suburb only when a quote fixed it. */
export function chooseManualAddress(party: Party, quoteNumber: string): Party {
  return { ...BLANK_PARTY, ...(quoteNumber ? suburbFieldsOf(party) : {}), key: MANUAL_KEY };
}

/** A suburb option as party fields; blank when the select is cleared. */
export function suburbFieldsOfOption(option: SuburbOption | null): SuburbFields {
  return option ? suburbFieldsOf(option) : { suburb: '', state: '', postCode: '' };
}

/** Changing the sender suburb clears the receiver's suburb, state and postcode (and its rates). */
export function changeSenderSuburb(details: DetailsState, option: SuburbOption | null): DetailsState {
  return {
    ...details,
    sender: editParty(details.sender, suburbFieldsOfOption(option)),
    receiver: { ...details.receiver, suburb: '', state: '', postCode: '' },
  };
}

export function changeReceiverSuburb(details: DetailsState, option: SuburbOption | null): DetailsState {
  return { ...details, receiver: editParty(details.receiver, suburbFieldsOfOption(option)) };
}

/** With a quote number the suburbs come from the quote and cannot change. */
export function suburbsLocked(details: Pick<DetailsState, 'quoteNumber'>): boolean {
  return details.quoteNumber !== '';
}

/** 'SUBURB, STATE, POSTCODE': how saved addresses are matched (SavedAddress.cityState). */
export function cityStateOf(place: SuburbFields): string {
  return `${place.suburb}, ${place.state}, ${place.postCode}`.toUpperCase();
}

export interface SavedAddressChoice {
  address: SavedAddress;
  disabled: boolean;
}

/**
 * The saved-address dropdown. With a quote number an address is enabled only when it matches
 * the quote's suburb, state and postcode (the party's, which the quote fixed).
 */
export function savedAddressChoices(
  addresses: readonly SavedAddress[],
  party: SuburbFields,
  quoteNumber: string,
): SavedAddressChoice[] {
  const wanted = cityStateOf(party);
  return addresses.map((address) => ({
    address,
    disabled: quoteNumber !== '' && address.cityState.toUpperCase() !== wanted,
  }));
}

/** The party of a quote's suburb value, for a pickup or drop freight converted from it. */
export function partyOfQuoteSuburb(value: string, findSuburb: (value: string) => SuburbOption | undefined): Party {
  const option = findSuburb(value);
  return { ...BLANK_PARTY, ...suburbFieldsOfOption(option ?? null) };
}

/**
 * Loading a quote refills sender, receiver, PO and reference (the customer reference comes
 * from the quote's customerRef); the suburbs are then locked by the quote number.
 */
export function detailsFromQuote(
  quote: Pick<QuoteDraft, 'sender' | 'receiver' | 'poNumber' | 'customerRef' | 'quoteNumber'>,
  findSuburb: (value: string) => SuburbOption | undefined,
): DetailsState {
  return {
    sender: partyOfQuoteSuburb(quote.sender, findSuburb),
    receiver: partyOfQuoteSuburb(quote.receiver, findSuburb),
    poNumber: quote.poNumber,
    pickupRef: quote.customerRef,
    quoteNumber: quote.quoteNumber,
  };
}

/**
 * The route moved: the sender's or the receiver's suburb is another one. The freight types chosen
 * for the old route are then blanked (spec 02 section 4: 'Clear-freight blanks all types').
 */
export function routeMoved(before: Pick<DetailsState, 'sender' | 'receiver'>, after: Pick<DetailsState, 'sender' | 'receiver'>): boolean {
  return suburbValueOf(before.sender) !== suburbValueOf(after.sender) || suburbValueOf(before.receiver) !== suburbValueOf(after.receiver);
}
