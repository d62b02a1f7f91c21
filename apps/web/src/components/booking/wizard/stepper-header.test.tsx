import '../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { StepperHeader } from './stepper-header';

const STEPS = ['Accounts', 'Schedule', 'Freight', 'Confirm'];

describe('stepper header (spec 01 section 2)', () => {
  it('shows Return to Dashboard, the named steps and who is signed in', () => {
    signInAs();
    renderScreen(<StepperHeader steps={STEPS} active={2} />);
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/');
    for (const step of STEPS) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByText('Jo Citizen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
  });

  it('lets the user go back to a reached step the step control allows, and not forward', () => {
    signInAs();
    const onStepClick = vi.fn();
    renderScreen(
      <StepperHeader steps={STEPS} active={2} onStepClick={onStepClick} canSelectStep={(index) => index !== 0} />,
    );
    fireEvent.click(screen.getByText('Accounts'));
    fireEvent.click(screen.getByText('Confirm'));
    fireEvent.click(screen.getByText('Schedule'));
    expect(onStepClick.mock.calls).toEqual([[1]]);
  });
});
