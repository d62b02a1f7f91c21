import type { DuplicateAnswer } from '@portal/domain/api/quote';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorLines } from '../../../lib/api/call-error';

/** A list's duplicate call: POST quotes/duplicate, pickups/duplicate, directdropfreight/duplicate. */
export type DuplicateMutation = UseMutationResult<DuplicateAnswer, Error, string>;

export interface DuplicateFlow {
  /** The record whose copy awaits confirmation; null while no dialog is open. */
  confirming: string | null;
  /** While a duplicate is in flight every row's action waits (spec 02 section 2). */
  busy: boolean;
  /** For the list's error area: a refused duplicate's message, or the failed call's text. */
  errors: readonly string[];
  /** The row's duplicate icon: opens the confirmation with a clean error area. */
  ask: (recordNumber: string) => void;
  confirm: () => void;
  cancel: () => void;
}

/**
 * Ask, confirm, call, then open the copy: the duplicate action of every booking list. Failures
 * show the server message or the call error text in the list's error area (spec 02 section 8).
 */
export function useDuplicateFlow(duplicate: DuplicateMutation, openCopy: (recordNumber: string, notice: string) => void): DuplicateFlow {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refused, setRefused] = useState('');

  const confirm = () => {
    if (!confirming) return;
    setRefused('');
    duplicate.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        if (!answer.success) return setRefused(answer.message);
        // The copy's screen shows the message in its own notice area, not a pop-up over it (issue 10).
        openCopy(answer.recordNumber, answer.message);
      },
      onError: () => setConfirming(null),
    });
  };

  return {
    confirming,
    busy: duplicate.isPending,
    errors: [refused, ...errorLines(duplicate.error)].filter(Boolean),
    ask: (recordNumber) => {
      duplicate.reset();
      setRefused('');
      setConfirming(recordNumber);
    },
    confirm,
    cancel: () => setConfirming(null),
  };
}
