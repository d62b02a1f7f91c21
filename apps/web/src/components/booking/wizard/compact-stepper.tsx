import { Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './compact-stepper.module.css';

export interface CompactStepperProps {
  /** The wizard's step names, in order (spec 02 section 2, 'Wizards'). */
  steps: readonly string[];
  /** Index of the current step; past the last for a screen after the steps (Accept Quote). */
  active: number;
  /** Called with the index of a reached step the user clicked. */
  onStepClick?: (index: number) => void;
  /** Whether a reached step may be chosen (e.g. a skipped step); default yes. */
  canSelectStep?: (index: number) => boolean;
}

const LIST: CSSProperties = { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', gap: 6, minWidth: 0, maxWidth: '100%', listStyle: 'none', margin: 0, padding: 0 };
const ITEM: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 };
const LINE: CSSProperties = { width: 18, height: 2, flex: '0 0 auto', background: 'var(--mantine-color-gray-4)' };

function marker(done: boolean, current: boolean): CSSProperties {
  const filled = done || current;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    width: 28,
    height: 28,
    borderRadius: '50%',
    fontSize: 13,
    fontWeight: 700,
    color: filled ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-8)',
    background: filled ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-white)',
    border: `2px solid ${filled ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)'}`,
    boxShadow: current ? '0 0 0 3px var(--mantine-color-freight-1)' : undefined,
  };
}

/**
 * The progress of a booking wizard on one row, whatever its length (5, 8 or 10 steps) and down to
 * 768 px wide: the current step is named, and from 1200 px its neighbours too; the others are
 * numbered dots whose names are their tooltips and accessible names (issue 10). Every step before the current one is
 * reached and clickable (spec 02 section 4, 'Wizard progress'). Narrower (a phone, issue 24) ten
 * dots do not fit: one line says 'Step 3 of 10: Details', and Back goes to an earlier step.
 */
export function CompactStepper({ steps, active, onStepClick, canSelectStep = () => true }: CompactStepperProps) {
  const shown = Math.min(active, steps.length - 1);
  return (
    <>
      <Text component="p" size="sm" fw={700} m={0} className={classes.summary} data-testid="wizard-step-summary" aria-current="step">
        {`Step ${shown + 1} of ${steps.length}: ${steps[shown] ?? ''}`}
      </Text>
      <StepDots steps={steps} active={active} onStepClick={onStepClick} canSelectStep={canSelectStep} />
    </>
  );
}

/** The steps as numbered dots on one row (from 768 px). */
function StepDots({ steps, active, onStepClick, canSelectStep = () => true }: CompactStepperProps) {
  return (
    <ol style={LIST} className={classes.dots} data-testid="wizard-stepper">
      {steps.map((label, index) => {
        const done = index < active;
        const current = index === active;
        const named = Math.abs(index - Math.min(active, steps.length - 1)) <= 1;
        const content: ReactNode = (
          <>
            <span style={marker(done, current)} aria-hidden>
              {done ? <IconCheck size={16} /> : index + 1}
            </span>
            {named ? (
              // Below 1200 px only the current step is named; its neighbours become dots too.
              <Text component="span" size="sm" fw={current ? 700 : 500} truncate style={{ minWidth: 0 }} className={current ? undefined : classes.neighbour}>
                {label}
              </Text>
            ) : (
              <VisuallyHidden>{label}</VisuallyHidden>
            )}
          </>
        );
        const clickable = done && onStepClick !== undefined && canSelectStep(index);
        const step = clickable ? (
          <UnstyledButton onClick={() => onStepClick(index)} style={ITEM} data-step={index + 1}>
            {content}
          </UnstyledButton>
        ) : (
          <span style={ITEM} aria-current={current ? 'step' : undefined} data-step={index + 1}>
            {content}
          </span>
        );
        return (
          <li key={label} style={{ ...ITEM, flex: named ? '0 1 auto' : '0 0 auto' }}>
            {index > 0 && <span style={LINE} aria-hidden />}
            {current ? step : <Tooltip label={label}>{step}</Tooltip>}
          </li>
        );
      })}
    </ol>
  );
}
