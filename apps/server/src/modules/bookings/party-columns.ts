import type { Party } from '@portal/domain/api/party';
import type { PartyColumns } from '../../db/schema/party-columns';

// A sender's and a receiver's columns (sender_full_name, receiver_street, ...), as pickups and
// consignments store them, and the shared Party they stand for (spec 02 section 3).

export function senderColumns(party: Party): PartyColumns<'sender'> {
  return {
    senderKey: party.key,
    senderFullName: party.fullName.trim(),
    senderPhone: party.phoneNum.trim(),
    senderEmail: party.emailAddress.trim(),
    senderStreet: party.streetAddress.trim(),
    senderSuburb: party.suburb,
    senderState: party.state,
    senderPostCode: party.postCode,
    senderCompany: party.company.trim(),
    senderAbn: party.companyABN.trim(),
  };
}

export function receiverColumns(party: Party): PartyColumns<'receiver'> {
  return {
    receiverKey: party.key,
    receiverFullName: party.fullName.trim(),
    receiverPhone: party.phoneNum.trim(),
    receiverEmail: party.emailAddress.trim(),
    receiverStreet: party.streetAddress.trim(),
    receiverSuburb: party.suburb,
    receiverState: party.state,
    receiverPostCode: party.postCode,
    receiverCompany: party.company.trim(),
    // The receiver has no ABN (spec 02 section 3).
    receiverAbn: '',
  };
}

type PlaceColumns<P extends string> = Record<`${P}Suburb` | `${P}State` | `${P}PostCode`, string>;

/** A party's suburb, state and post code, from a row that may hold only those of its columns (a list's). */
export function placeOf<P extends 'sender' | 'receiver'>(prefix: P, row: PlaceColumns<P>): Pick<Party, 'suburb' | 'state' | 'postCode'> {
  return { suburb: row[`${prefix}Suburb`], state: row[`${prefix}State`], postCode: row[`${prefix}PostCode`] };
}

export function partyOf<P extends 'sender' | 'receiver'>(prefix: P, row: PartyColumns<P>): Party {
  const get = (k: string) => (row as Record<string, string>)[`${prefix}${k}`] ?? '';
  return {
    key: get('Key'),
    fullName: get('FullName'),
    phoneNum: get('Phone'),
    emailAddress: get('Email'),
    streetAddress: get('Street'),
    suburb: get('Suburb'),
    state: get('State'),
    postCode: get('PostCode'),
    company: get('Company'),
    companyABN: get('Abn'),
  };
}

