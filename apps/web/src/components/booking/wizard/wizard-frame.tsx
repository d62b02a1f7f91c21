import type { ReactNode } from 'react';
import { StepperHeader } from './stepper-header';
import { Page } from '../../../lib/page';

/** A wizard's page before its draft is open: loading, a denial, a failed load. */
export function WizardFrame({ steps, children }: { steps: readonly string[]; children: ReactNode }) {
  return (
    <Page size="xl" header={<StepperHeader steps={steps} active={0} />}>
      {children}
    </Page>
  );
}
