import { Alert, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { SavedAddress, SuburbOption } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import type { PartyRole } from '@portal/domain/details/details-messages';
import {
  changeReceiverSuburb,
  changeSenderSuburb,
  chooseManualAddress,
  chooseSavedAddress,
  editParty,
  suburbsLocked,
} from '@portal/domain/details/details-state';
import { partyErrors } from '@portal/domain/details/party-rules';
import { referenceErrors } from '@portal/domain/details/reference-rules';
import { suburbErrors } from '@portal/domain/details/route-rules';
import { visitedPartyErrors, type Visits } from '@portal/domain/details/visited-party-rules';
import { MESSAGES } from '@portal/domain/messages';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorList } from '../../../error-list';
import { SuburbSelect } from '../../../suburb-select/suburb-select';
import type { StepProps } from '../../step-props';
import { routeContext, toDetailsState, useDetailsRoute, type DetailsValue, type DetailsVariant } from './details-value';
import { PartyFields } from './party-fields';
import { ReferenceFields } from './reference-fields';

export interface DetailsStepProps extends StepProps<DetailsValue> {
  variant: DetailsVariant;
  /** Show every message, 'required' ones included (after a Next that found errors). */
  showErrors?: boolean;
  /** A booking's: whom the carrier visits, whose name, phone and street are required (decision 0043). */
  visits?: Visits;
}

const SIDE = { Sender: 'sender', Receiver: 'receiver' } as const;

/**
 * The Details step (spec 02 sections 2, 4 and 5): sender and receiver, Purchase Order and
 * Customer Reference. Suburb messages show on their selects, the others in the collected list,
 * followed after a failed Next by the fix-or-contact hint.
 */
export function DetailsStep({ value, onChange, options, readOnly, variant, showErrors, visits }: DetailsStepProps) {
  const route = useDetailsRoute(value, options);
  const ctx = routeContext(options);
  const state = toDetailsState(value);
  const locked = suburbsLocked(state);

  const fieldError = (who: PartyRole) => {
    const suburb = suburbValueOf(value[SIDE[who]]);
    return suburb !== '' || showErrors ? suburbErrors(suburb, who, ctx)[0] : undefined;
  };
  const onField = [...suburbErrors(suburbValueOf(value.sender), 'Sender', ctx), ...suburbErrors(suburbValueOf(value.receiver), 'Receiver', ctx)];
  const collected = [
    ...(variant === 'full' ? [...partyErrors(value.sender, 'Sender', options.addresses), ...partyErrors(value.receiver, 'Receiver', options.addresses)] : []),
    // 'Required' messages show after a Next, as the suburbs' do.
    ...(visits && showErrors ? visitedPartyErrors(value, visits) : []),
    ...route.errors.filter((message) => !onField.includes(message)),
  ];
  // After a Next that found errors, the hint follows when some of them are this step's own.
  const failed = showErrors && [...onField, ...collected, ...referenceErrors(value.poNumber, value.customerRef, options.requirePO)].length > 0;

  // A new sender suburb clears the receiver's (spec 02 section 4), however the sender changed.
  const setSender = (sender: Party) => {
    const moved = suburbValueOf(sender) !== suburbValueOf(value.sender);
    const receiver = moved ? changeSenderSuburb(state, null).receiver : value.receiver;
    onChange({ sender, receiver });
  };
  const setParty = (who: PartyRole, party: Party) => (who === 'Sender' ? setSender(party) : onChange({ receiver: party }));
  const onSuburb = (who: PartyRole, option: SuburbOption) => {
    const next = who === 'Sender' ? changeSenderSuburb(state, option) : changeReceiverSuburb(state, option);
    onChange({ sender: next.sender, receiver: next.receiver });
  };
  const party = (who: PartyRole) =>
    variant === 'full' ? (
      <PartyFields
        who={who}
        party={value[SIDE[who]]}
        suburbs={options.suburbs}
        addresses={options.addresses}
        quoteNumber={value.quoteNumber}
        onEdit={(patch) => onChange({ [SIDE[who]]: editParty(value[SIDE[who]], patch) })}
        onSuburb={(option) => onSuburb(who, option)}
        onSaved={(address: SavedAddress) => setParty(who, chooseSavedAddress(address))}
        onManual={() => setParty(who, chooseManualAddress(value[SIDE[who]], value.quoteNumber))}
        suburbError={fieldError(who)}
        suburbLocked={locked}
        readOnly={readOnly}
      />
    ) : (
      <Fieldset legend={`${who}'s Details`}>
        <SuburbSelect
          label={`${who} Suburb/City`}
          suburbs={options.suburbs}
          value={suburbValueOf(value[SIDE[who]])}
          onChange={(option) => onSuburb(who, option)}
          error={fieldError(who)}
          disabled={locked}
          readOnly={readOnly}
        />
      </Fieldset>
    );

  return (
    <Stack gap="md">
      <Title order={2}>Details</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {party('Sender')}
        {party('Receiver')}
      </SimpleGrid>
      {route.route?.generalRate && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {BOOKING_MESSAGES.generalRateUsed}
        </Alert>
      )}
      <ReferenceFields
        poNumber={value.poNumber}
        customerRef={value.customerRef}
        requirePO={options.requirePO}
        showErrors={showErrors}
        onChange={onChange}
        readOnly={readOnly}
      />
      <ErrorList lines={failed ? [...collected, MESSAGES.fixOrContact] : collected} />
    </Stack>
  );
}
