// A sender or receiver on the Details step (spec 02 section 3, 'Sender fields'). The quote
// wizard uses only the suburb fields; pickups and drop freight use them all.

export interface Party {
  /** Saved address id as a string, 'new' once a field is edited by hand, '' when none chosen. */
  key: string;
  fullName: string;
  phoneNum: string;
  emailAddress: string;
  streetAddress: string;
  suburb: string;
  state: string;
  postCode: string;
  /** Business name. */
  company: string;
  /** Sender only; '' for the receiver. */
  companyABN: string;
}

export const BLANK_PARTY: Party = {
  key: '',
  fullName: '',
  phoneNum: '',
  emailAddress: '',
  streetAddress: '',
  suburb: '',
  state: '',
  postCode: '',
  company: '',
  companyABN: '',
};

/** The suburb option value of a party: 'suburb, state, postCode' ('' when no suburb is chosen). */
export function suburbValueOf(party: Pick<Party, 'suburb' | 'state' | 'postCode'>): string {
  return party.suburb ? `${party.suburb}, ${party.state}, ${party.postCode}` : '';
}

/** A suburb value 'suburb, state, postCode' back as the party's suburb fields. */
export function partyFromSuburbValue(value: string): Party {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length < 3) return { ...BLANK_PARTY };
  const postCode = parts.pop() ?? '';
  const state = parts.pop() ?? '';
  return { ...BLANK_PARTY, suburb: parts.join(', '), state, postCode };
}
