import { SimpleGrid, TextInput } from '@mantine/core';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { referenceErrors } from '@portal/domain/details/reference-rules';

export interface ReferenceFieldsProps {
  poNumber: string;
  customerRef: string;
  requirePO: boolean;
  showErrors?: boolean;
  onChange: (patch: { poNumber?: string; customerRef?: string }) => void;
  readOnly?: boolean;
}

/**
 * Purchase Order (Optional unless the company requires it) and Customer Reference (Optional),
 * spec 02 sections 2 and 5. Each field is checked on its own; 'required' waits for Next.
 */
export function ReferenceFields({ poNumber, customerRef, requirePO, showErrors, onChange, readOnly }: ReferenceFieldsProps) {
  const poError = referenceErrors(poNumber, '', requirePO)[0];
  const refError = referenceErrors('', customerRef, false)[0];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={requirePO ? 'Purchase Order #' : 'Purchase Order # (Optional)'}
        required={requirePO}
        value={poNumber}
        readOnly={readOnly}
        error={poError === DETAILS_MESSAGES.poRequired && !showErrors ? undefined : poError}
        onChange={(event) => onChange({ poNumber: event.currentTarget.value })}
      />
      <TextInput
        label="Customer Reference (Optional)"
        value={customerRef}
        readOnly={readOnly}
        error={refError}
        onChange={(event) => onChange({ customerRef: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
