import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { DROP_FREIGHT_STEP } from '@portal/domain/wizard/drop-freight-step-rules';
import { useState } from 'react';
import { errorLines } from '../../../lib/api/call-error';
import type { WizardFeedback } from '../../../components/booking/wizard/wizard-feedback';
import { validateConnote } from '../api/drop-freight-calls';
import type { DropFreightStore } from '../store/drop-freight-store';

type Submit = (patch: Partial<DropFreightDraft>, onSaved: (answer: DropFreightSaveAnswer) => void) => void;

/**
 * Enter Consignment Number's Next: a manual number must pass the server's check (GET
 * directdropfreight/validate), then the first save numbers the drop freight.
 */
export function useConsignmentNumbering(store: DropFreightStore, feedback: WizardFeedback, submit: Submit) {
  const [numberError, setNumberError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const number = async (next: () => void) => {
    const { draft } = store.getState();
    setNumberError(undefined);
    if (draft.conType === 'preManual') {
      setChecking(true);
      try {
        const answer = await validateConnote(draft.conNumber);
        if (!answer.success) return setNumberError(answer.message);
      } catch (error) {
        return feedback.setErrors(errorLines(error));
      } finally {
        setChecking(false);
      }
    }
    const progress = DROP_FREIGHT_STEP.details;
    submit({ progress }, (answer) => {
      store.getState().saved(answer, progress);
      next();
      if (answer.message) feedback.setNotice(answer.message);
    });
  };

  return { number: (next: () => void) => void number(next), checking, view: { numberError } };
}
