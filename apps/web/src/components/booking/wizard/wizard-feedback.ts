import { useState } from 'react';
import { errorLines } from '../../../app/api/call-error';
import { serverDenial } from '../server-denial';

/** What a wizard's calls tell the user: the page's error area, an inline notice, Permission Denied. */
export interface WizardFeedback {
  errors: string[];
  notice: string;
  denied: string | null;
  setErrors: (lines: string[]) => void;
  setNotice: (notice: string) => void;
  /** A failed call: a server refusal shows as Permission Denied, anything else in the error area. */
  failed: (error: unknown) => void;
  /** A move to another step: its messages and notice belong to the step left. */
  clear: () => void;
}

export function useWizardFeedback(): WizardFeedback {
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [denied, setDenied] = useState<string | null>(null);
  return {
    errors,
    notice,
    denied,
    setErrors,
    setNotice,
    failed: (error) => {
      const refusal = serverDenial(error);
      if (refusal) setDenied(refusal);
      else setErrors(errorLines(error));
    },
    clear: () => {
      setErrors([]);
      setNotice('');
    },
  };
}
