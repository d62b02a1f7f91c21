import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../lib/providers';
import { CompactStepper } from './compact-stepper';

describe('compact stepper on a phone (issue 24)', () => {
  it("says 'Step 3 of 10: Details' on one line, beside the dots a wider screen shows", () => {
    render(
      <Providers env="test">
        <CompactStepper steps={WIZARD_STEPS.dropFreight} active={2} />
      </Providers>,
    );
    expect(screen.getByTestId('wizard-step-summary').textContent).toBe('Step 3 of 10: Details');
    expect(screen.getByTestId('wizard-stepper').querySelectorAll('li')).toHaveLength(10);
  });

  it('names the last step on a screen after the steps (Accept Quote)', () => {
    render(
      <Providers env="test">
        <CompactStepper steps={WIZARD_STEPS.quote} active={5} />
      </Providers>,
    );
    expect(screen.getByTestId('wizard-step-summary').textContent).toBe('Step 5 of 5: Summary');
  });
});
