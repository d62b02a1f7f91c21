import type { GenerateDocumentAnswer, GenerateDocumentInput } from '@portal/domain/api/documents';
import type { DocType } from '@portal/domain/documents/document-names';
import { useCallback, useState } from 'react';
import { documentStepText, generateErrorText, pdfFailureText, type DocumentAction, type DocumentStep } from './document-texts';
import { generateDocument } from './generate-document';
import { saveFile } from '../../lib/save-file';
import { fetchPdf } from './pdf-file';
import { printPdf } from './print-pdf';

export interface DocumentRun {
  /** What to generate; `print` is set from the action. */
  input: Omit<GenerateDocumentInput, 'print'>;
  action: DocumentAction;
  /** Answers true when it has shown a generate error itself (the scanned original's dialog). */
  onGenerateError?: (error: unknown) => boolean;
}

export interface DocumentPdf {
  run: (run: DocumentRun) => Promise<GenerateDocumentAnswer | null>;
  busy: boolean;
  /** The loading text of the step in flight, or null. */
  status: string | null;
  /** The page message of the last failure, or null. */
  error: string | null;
}

/**
 * Save as PDF and Print (spec 02 sections 2 and 8): generate, fetch the signed URL, then save the
 * file or print it, with the spec's loading texts meanwhile and its page message on failure.
 */
export function useDocumentPdf(): DocumentPdf {
  const [step, setStep] = useState<{ step: DocumentStep; docType: DocType } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async ({ input, action, onGenerateError }: DocumentRun) => {
    const { docType, docRN } = input;
    setError(null);
    setStep({ step: 'generating', docType });
    let answer: GenerateDocumentAnswer;
    try {
      answer = await generateDocument(action === 'print' ? { ...input, print: '1' } : input);
    } catch (failure) {
      setStep(null);
      if (!onGenerateError?.(failure)) setError(generateErrorText(failure, docRN));
      return null;
    }
    setStep({ step: 'loading', docType });
    try {
      const blob = await fetchPdf(answer.url);
      if (action === 'print') await printPdf(blob, answer.fileName);
      else saveFile(blob, answer.fileName);
      return answer;
    } catch {
      setError(pdfFailureText(action, docType, docRN));
      return null;
    } finally {
      setStep(null);
    }
  }, []);

  return { run, busy: step !== null, status: step && documentStepText(step.step, step.docType), error };
}
