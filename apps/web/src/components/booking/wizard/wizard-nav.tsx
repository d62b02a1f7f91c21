import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';

export interface WizardNavProps {
  /** Whether Next is enabled; false by default, as on every wizard's first step (spec 02 section 2). */
  canAdvance?: boolean;
  onNext: () => void;
  /** Back is always enabled; it is not shown when there is nowhere to go back to. */
  onBack?: () => void;
  nextLabel?: string;
  /** Where Next goes, said under it (e.g. 'Finish returns to Existing Pickups.'). */
  nextHint?: string;
  /** Next shows a spinner (a save in flight) and cannot be clicked twice. */
  busy?: boolean;
}

/** Back and Next of a wizard step. */
export function WizardNav({ canAdvance = false, onNext, onBack, nextLabel = 'Next', nextHint, busy }: WizardNavProps) {
  const hintId = useId();
  return (
    <Group justify="space-between" mt="lg" gap="sm" align="flex-start">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Stack gap={4} align="flex-end">
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
          disabled={!canAdvance}
          loading={busy}
          aria-describedby={nextHint ? hintId : undefined}
        >
          {nextLabel}
        </Button>
        {nextHint && (
          <Text id={hintId} size="sm" c="gray.7">
            {nextHint}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
