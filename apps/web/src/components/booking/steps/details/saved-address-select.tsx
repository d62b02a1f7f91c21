import { Select } from '@mantine/core';
import type { Party } from '@portal/domain/api/party';
import type { SavedAddress } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { MANUAL_KEY, savedAddressChoices } from '@portal/domain/details/details-state';

const MANUAL = 'manual';

export interface SavedAddressSelectProps {
  label: string;
  party: Party;
  addresses: readonly SavedAddress[];
  quoteNumber: string;
  onSaved: (address: SavedAddress) => void;
  onManual: () => void;
  readOnly?: boolean;
}

const describe = (a: SavedAddress) => [a.name, a.addr1, `${a.suburb} ${a.state} ${a.postCode}`].filter((part) => part.trim() !== '').join(', ');

/**
 * The saved-address dropdown of a party: a hidden placeholder 'Please make a selection', the
 * company's addresses, and 'Manual Address' last (spec 02 section 2). With a quote number only
 * the addresses in the quote's suburb can be chosen (section 4).
 */
export function SavedAddressSelect({ label, party, addresses, quoteNumber, onSaved, onManual, readOnly }: SavedAddressSelectProps) {
  const choices = savedAddressChoices(addresses, party, quoteNumber);
  const data = [
    ...choices.map(({ address, disabled }) => ({ value: String(address.id), label: describe(address), disabled })),
    { value: MANUAL, label: BOOKING_MESSAGES.manualAddress },
  ];
  const value = party.key === MANUAL_KEY ? MANUAL : party.key === '' ? null : party.key;
  return (
    <Select
      label={label}
      placeholder={BOOKING_MESSAGES.selectPlaceholder}
      data={data}
      value={value}
      allowDeselect={false}
      readOnly={readOnly}
      searchable={addresses.length > 10}
      onChange={(next) => {
        if (next === MANUAL) return onManual();
        const address = addresses.find((a) => String(a.id) === next);
        if (address) onSaved(address);
      }}
    />
  );
}
