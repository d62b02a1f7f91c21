import type { SettingsInput } from '@portal/domain/account/settings';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { settingsQueryKey } from './get-settings';

export const saveSettings = (input: SettingsInput) => callApi(CALLS.saveSettings, input);

/** POST settings; a saved name is also the one the headers show. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer, input) => {
      if (!answer.success) return;
      updateUser({ name: input.name });
      return queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
