import { CALLS } from '@portal/domain/api/endpoints';
import type { DocumentsAnswer } from '@portal/domain/api/documents';
import type { ListInput } from '@portal/domain/api/list-page';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../../components/list/use-paged-list';

export const podsQueryKey = ['documents/list', 'POD'] as const;

export const listPods = (input: ListInput) => callApi(CALLS.listDocuments, { docType: 'POD', ...input });
const rowsOf = (answer: DocumentsAnswer) => answer.documents;

/** GET documents/list with docType POD: the company's proofs of delivery, searched, a page at a time (spec 02 section 7, decision 0029). */
export function usePods(search: string, enabled = true) {
  return usePagedList({ queryKey: podsQueryKey, fetchPage: listPods, rowsOf, search, enabled });
}
