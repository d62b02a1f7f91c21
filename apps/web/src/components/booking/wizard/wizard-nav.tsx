import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface WizardNavProps {
  /** Whether Next is enabled; false by default, as on every wizard's first step (spec 02 section 2). */
  canAdvance?: boolean;
  onNext: () => void;
  /** Back is always enabled; it is not shown when there is nowhere to go back to. */
  onBack?: () => void;
  nextLabel?: string;
  backLabel?: string;
  /** Next shows a spinner (a save in flight) and cannot be clicked twice. */
  busy?: boolean;
  /** Extra buttons between Back and Next (e.g. an Accept Quote screen's choices). */
  children?: ReactNode;
}

/** Back and Next of a wizard step. */
export function WizardNav({ canAdvance = false, onNext, onBack, nextLabel = 'Next', backLabel = 'Back', busy, children }: WizardNavProps) {
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {children}
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
          disabled={!canAdvance}
          loading={busy}
        >
          {nextLabel}
        </Button>
      </Group>
    </Group>
  );
}
