import { Fieldset, Stack, TextInput } from '@mantine/core';
import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { SavedAddress, SuburbOption } from '@portal/domain/api/reference';
import { PARTY_LIMITS } from '@portal/domain/details/party-rules';
import type { PartyRole } from '@portal/domain/details/details-messages';
import { useState, type ReactNode } from 'react';
import { LazyPhoneField } from '../../../phone-field/lazy-phone-field';
import { SuburbSelect } from '../../../suburb-select/suburb-select';
import { SavedAddressSelect } from './saved-address-select';

export interface PartyFieldsProps {
  who: PartyRole;
  party: Party;
  suburbs: readonly SuburbOption[];
  addresses: readonly SavedAddress[];
  quoteNumber: string;
  /** A typed field changed (the step marks the party as entered by hand). */
  onEdit: (patch: Partial<Omit<Party, 'key'>>) => void;
  onSuburb: (option: SuburbOption) => void;
  onSaved: (address: SavedAddress) => void;
  onManual: () => void;
  suburbError?: ReactNode;
  suburbLocked?: boolean;
  readOnly?: boolean;
}

/** One party block of the full Details step (spec 02 section 2): every field of a sender or receiver. */
export function PartyFields(props: PartyFieldsProps) {
  const { who, party, onEdit, readOnly } = props;
  // The phone field keeps the typed text itself; a chosen address gives it a new start.
  const [phoneRevision, setPhoneRevision] = useState(0);
  const text = (field: keyof typeof PARTY_LIMITS, label: string, type?: string) => (
    <TextInput
      label={label}
      type={type}
      value={party[field]}
      readOnly={readOnly}
      onChange={(event) => onEdit({ [field]: event.currentTarget.value })}
    />
  );

  return (
    <Fieldset legend={`${who}'s Details`}>
      <Stack gap="sm">
        <SavedAddressSelect
          label="Saved Address"
          party={party}
          addresses={props.addresses}
          quoteNumber={props.quoteNumber}
          readOnly={readOnly}
          onSaved={(address) => {
            setPhoneRevision((n) => n + 1);
            props.onSaved(address);
          }}
          onManual={() => {
            setPhoneRevision((n) => n + 1);
            props.onManual();
          }}
        />
        {text('fullName', 'Full Name')}
        <LazyPhoneField key={phoneRevision} value={party.phoneNum} onChange={(phoneNum) => onEdit({ phoneNum })} disabled={readOnly} />
        {text('emailAddress', 'Email Address', 'email')}
        {text('streetAddress', 'Street Address')}
        <SuburbSelect
          label={`${who} Suburb/City`}
          suburbs={props.suburbs}
          value={suburbValueOf(party)}
          onChange={props.onSuburb}
          error={props.suburbError}
          disabled={props.suburbLocked}
          readOnly={readOnly}
        />
        <TextInput label="Postcode" value={party.postCode} readOnly />
        {text('company', 'Business Name')}
        {who === 'Sender' && text('companyABN', 'ABN (Optional)')}
      </Stack>
    </Fieldset>
  );
}
