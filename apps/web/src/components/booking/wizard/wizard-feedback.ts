import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
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
  /** A call went through: the step's messages go, and the server's message shows as a notice. */
  settled: (message: string) => void;
  /** A booking call's callbacks: an answer that refuses shows in the error area, a failed call as `failed`. */
  replies: <A extends { success: boolean; message: string }>(onSaved: (answer: A) => void) => { onSuccess: (answer: A) => void; onError: (error: unknown) => void };
}

/** A screen that opens a wizard may leave it a notice in the navigation state (e.g. a list's 'copied to'). */
export const withNotice = <S extends object>(state: S, notice: string) => (notice ? { ...state, notice } : state);

const noticeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string' ? (state as { notice: string }).notice : '';

export function useWizardFeedback(): WizardFeedback {
  const location = useLocation();
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  const [denied, setDenied] = useState<string | null>(null);
  const failed = (error: unknown) => {
    const refusal = serverDenial(error);
    if (refusal) setDenied(refusal);
    else setErrors(errorLines(error));
  };
  return {
    errors,
    notice,
    denied,
    setErrors,
    setNotice,
    failed,
    clear: () => {
      setErrors([]);
      setNotice('');
    },
    settled: (message) => {
      setErrors([]);
      setNotice(message);
    },
    replies: (onSaved) => ({ onSuccess: (answer) => (answer.success ? onSaved(answer) : setErrors([answer.message])), onError: failed }),
  };
}
