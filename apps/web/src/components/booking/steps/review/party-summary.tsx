import { Stack, Text } from '@mantine/core';
import { suburbValueOf, type Party } from '@portal/domain/api/party';
import type { SuburbOption } from '@portal/domain/api/reference';

interface PartySummaryProps {
  /** 'Sender' or 'Receiver'. */
  who: string;
  party: Party;
  findSuburb: (value: string) => SuburbOption | undefined;
}

/** A sender or receiver as an address block: name, business, street, suburb, phone, e-mail. */
export function PartySummary({ who, party, findSuburb }: PartySummaryProps) {
  const value = suburbValueOf(party);
  const suburb = findSuburb(value)?.label ?? value;
  const lines = [party.fullName, party.company, party.streetAddress, suburb, party.phoneNum, party.emailAddress, party.companyABN && `ABN ${party.companyABN}`];
  return (
    <Stack gap={0} data-testid={`review-${who.toLowerCase()}`}>
      <Text size="sm" c="gray.7">
        {who}
      </Text>
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <Text key={`${index}-${line}`} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
    </Stack>
  );
}
