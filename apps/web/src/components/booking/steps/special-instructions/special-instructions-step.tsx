import { Stack, Textarea, Title } from '@mantine/core';
import { instructionsError, SPECIAL_INSTRUCTIONS_MAX } from '@portal/domain/quote/special-instructions';
import type { StepProps } from '../../step-props';

export interface SpecialInstructionsValue {
  instructions: string;
}

/** Next is allowed while the text is within its limit (spec 02 section 5). */
export function specialInstructionsCanAdvance(value: SpecialInstructionsValue): boolean {
  return instructionsError(value.instructions) === undefined;
}

/** The Special Instructions step: one text area of at most 850 characters (spec 02 sections 2 and 5). */
export function SpecialInstructionsStep({ value, onChange, readOnly }: StepProps<SpecialInstructionsValue>) {
  return (
    <Stack gap="md">
      <Title order={2}>Special Instructions</Title>
      <Textarea
        label="Special Instructions"
        description={`${value.instructions.length} of ${SPECIAL_INSTRUCTIONS_MAX} characters`}
        rows={6}
        // Mantine's dimmed description is below AA contrast on white (axe, color-contrast).
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        value={value.instructions}
        onChange={(event) => onChange({ instructions: event.currentTarget.value })}
        error={instructionsError(value.instructions)}
        readOnly={readOnly}
      />
    </Stack>
  );
}
