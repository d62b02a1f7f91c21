import '../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { WizardNav } from './wizard-nav';
import { CompactStepper } from './compact-stepper';

const QUOTE_STEPS = ['Details', 'Additional Services', 'Dangerous Goods', 'Special Instructions', 'Summary'];

describe('compact stepper (spec 02 sections 2 and 4)', () => {
  it('lets the user click every reached step before the current one, and no step beyond', () => {
    const onStepClick = vi.fn();
    renderScreen(<CompactStepper steps={QUOTE_STEPS} active={2} onStepClick={onStepClick} />);
    for (const step of QUOTE_STEPS) fireEvent.click(screen.getByText(step));
    expect(onStepClick.mock.calls).toEqual([[0], [1]]);
    expect(screen.getByRole('button', { name: /Details/ })).toBeTruthy();
  });

  it('names the current step and its neighbours, and the others only for assistive technology', () => {
    renderScreen(<CompactStepper steps={QUOTE_STEPS} active={0} />);
    expect(screen.getByText('Details').closest('[aria-current="step"]')).toBeTruthy();
    // Dots keep their names as (visually hidden) text and as tooltips.
    expect(screen.getByText('Summary')).toBeTruthy();
  });

  it('honours the wizard step control', () => {
    const onStepClick = vi.fn();
    renderScreen(<CompactStepper steps={QUOTE_STEPS} active={2} onStepClick={onStepClick} canSelectStep={(i) => i !== 0} />);
    fireEvent.click(screen.getByText('Details'));
    fireEvent.click(screen.getByText('Additional Services'));
    expect(onStepClick.mock.calls).toEqual([[1]]);
  });
});

describe('wizard nav', () => {
  it('has Next disabled by default and Back always enabled', () => {
    const onBack = vi.fn();
    const onNext = vi.fn();
    renderScreen(<WizardNav onNext={onNext} onBack={onBack} />);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('enables Next when the step can advance', () => {
    const onNext = vi.fn();
    renderScreen(<WizardNav onNext={onNext} canAdvance nextLabel="Finish" nextHint="Finish returns to Existing Pickups." />);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Finish' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
