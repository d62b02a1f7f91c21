import { CALLS } from '@portal/domain/api/endpoints';
import type { GenerateDocumentAnswer, GenerateDocumentInput } from '@portal/domain/api/documents';
import { callApi } from '../../lib/api/call-api';
import { CallError } from '../../lib/api/call-error';

/**
 * GET documents/generate (spec 02 section 7): a note, its labels or a POD, answered as a signed,
 * short-lived URL of the PDF. A refusal inside a 200 answer fails like a call error.
 */
export async function generateDocument(input: GenerateDocumentInput): Promise<GenerateDocumentAnswer> {
  const answer = await callApi(CALLS.generateDocument, input);
  if (!answer.success) throw new CallError(answer.message);
  return answer;
}
