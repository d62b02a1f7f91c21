import type { NewVersionInput } from '@portal/domain/carrier/pricing-calls';
import { useNavigate } from 'react-router';
import { useNewVersion } from './api/pricing-desk';
import { versionPath, type NoticeState } from './pricing-paths';

/** POST newVersion, then the new draft's page, which says what was done. */
export function useNewDraft() {
  const create = useNewVersion();
  const navigate = useNavigate();
  return {
    create: (draft: NewVersionInput & { card: string }) =>
      create.mutate(draft, { onSuccess: (answer) => void navigate(versionPath(answer.version.id), { state: { notice: answer.message } satisfies NoticeState }) }),
    pending: create.isPending,
    error: create.error,
    reset: create.reset,
  };
}
