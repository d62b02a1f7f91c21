import { WIZARD_STEPS } from '@portal/domain/wizard/wizard-steps';
import type { ReactNode } from 'react';
import { StepperHeader } from '../../../app/headers/stepper-header';
import { Page } from '../../../app/page';

/** The quote wizard's page before its draft is open: loading, a denial, a failed load. */
export function QuoteFrame({ children }: { children: ReactNode }) {
  return (
    <Page size="xl" header={<StepperHeader steps={WIZARD_STEPS.quote} active={0} />}>
      {children}
    </Page>
  );
}
