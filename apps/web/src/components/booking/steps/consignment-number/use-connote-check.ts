import type { ConType } from '@portal/domain/booking/booking';
import { useState } from 'react';
import { errorLines } from '../../../../lib/api/call-error';
import type { WizardFeedback } from '../../wizard/wizard-feedback';

type Validate = (conNumber: string) => Promise<{ success: boolean; message: string }>;

/**
 * Enter Consignment Number's check before the draft is numbered: a manual number must pass the
 * server's (GET directdropfreight/validate), whose refusal shows under the field.
 */
export function useConnoteCheck(validate: Validate, feedback: WizardFeedback) {
  const [numberError, setNumberError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const check = async (draft: { conType: ConType; conNumber: string }, then: () => void) => {
    setNumberError(undefined);
    if (draft.conType === 'preManual') {
      setChecking(true);
      try {
        const answer = await validate(draft.conNumber);
        if (!answer.success) return setNumberError(answer.message);
      } catch (error) {
        return feedback.setErrors(errorLines(error));
      } finally {
        setChecking(false);
      }
    }
    then();
  };

  return { check: (draft: { conType: ConType; conNumber: string }, then: () => void) => void check(draft, then), checking, numberError };
}
