// A sender's and a receiver's columns, prefixed (sender_full_name, receiver_street, ...), as
// pickups and consignments store them (spec 02 section 3, 'Sender fields').

export type PartyColumns<P extends 'sender' | 'receiver'> = {
  [K in 'Key' | 'FullName' | 'Phone' | 'Email' | 'Street' | 'Suburb' | 'State' | 'PostCode' | 'Company' | 'Abn' as `${P}${K}`]: string;
};

/** Both parties' columns. */
export type PartyColumnsTable = PartyColumns<'sender'> & PartyColumns<'receiver'>;
