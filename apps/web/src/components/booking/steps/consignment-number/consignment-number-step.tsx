import { Stack, Text, Title } from '@mantine/core';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import { ConnoteChoice } from '../create-consignment/connote-choice';

interface ConsignmentNumberStepProps {
  draft: DropFreightDraft;
  onChange: (patch: Partial<DropFreightDraft>) => void;
  readOnly: boolean;
  /** The server's answer to GET directdropfreight/validate, when it refused the number. */
  numberError?: string;
}

/**
 * Enter Consignment Number (spec 02 sections 2 and 5): the number of a connote from the company's
 * books, checked on the server, or an electronic one issued by the service, and the copy-to
 * e-mail. Once the drop freight is on the server its number is fixed.
 */
export function ConsignmentNumberStep({ draft, onChange, readOnly, numberError }: ConsignmentNumberStepProps) {
  return (
    <Stack gap="md">
      <Title order={2}>Enter Consignment Number</Title>
      {!draft._created && (
        <Text>
          Write the number of a connote from your books on the freight, or let us issue an electronic consignment note.
        </Text>
      )}
      <ConnoteChoice value={draft} onChange={onChange} readOnly={readOnly} numbered={draft._created} numberError={numberError} />
    </Stack>
  );
}
