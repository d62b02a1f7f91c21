import { Box, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CompactStepper } from './compact-stepper';
import { HeaderShell } from '../../../lib/headers/header-shell';

export interface StepperHeaderProps {
  /** The named steps, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  active: number;
  /** Called when the user clicks a step already reached. */
  onStepClick?: (index: number) => void;
  /** Whether the step control lets the user go back to a reached step (default: yes). */
  canSelectStep?: (index: number) => boolean;
}

/**
 * The stepper header of the wizards: Return to Dashboard and the progress of named steps.
 * A step already reached is clickable when the step control allows it (spec 01 section 2); the
 * steps stay on one row (components/booking/wizard/compact-stepper.tsx).
 */
export function StepperHeader({ steps, active, onStepClick, canSelectStep = () => true }: StepperHeaderProps) {
  return (
    <HeaderShell>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Return to Dashboard
        </Button>
        <Box component="nav" aria-label="Steps" style={{ flex: '1 1 0', minWidth: 'min(100%, 600px)', display: 'flex', justifyContent: 'flex-end' }}>
          <CompactStepper steps={steps} active={active} onStepClick={onStepClick} canSelectStep={canSelectStep} />
        </Box>
      </Group>
    </HeaderShell>
  );
}
