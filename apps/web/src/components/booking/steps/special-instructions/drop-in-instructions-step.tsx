import { Stack, Text } from '@mantine/core';
import type { Depot } from '@portal/domain/api/reference';
import type { StepProps } from '../../step-props';
import { scheduleDayText } from '../schedule-pickup/schedule-day';
import { SpecialInstructionsStep, type SpecialInstructionsValue } from './special-instructions-step';

interface DropInInstructionsStepProps extends StepProps<SpecialInstructionsValue> {
  depot: Depot | undefined;
  /** The drop-in day, 'YYYY-MM-DD'. */
  day: string;
}

/**
 * The direct drop freight's own instructions screen (spec 02 section 2: 'step 8 is a different
 * instructions screen'): where and when the freight is dropped in, above the instructions for the
 * depot and the delivery.
 */
export function DropInInstructionsStep({ depot, day, ...props }: DropInInstructionsStepProps) {
  return (
    <Stack gap="md">
      <SpecialInstructionsStep {...props} />
      {depot && day && (
        <Text data-testid="drop-in-summary">
          The freight is dropped in at the {depot.city} depot ({depot.code}) on {scheduleDayText(day)}. Label every item
          before it is dropped in.
        </Text>
      )}
    </Stack>
  );
}
