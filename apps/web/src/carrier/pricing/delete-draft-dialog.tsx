import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useDeleteVersion } from './api/version-schedule';
import { versionName } from './version-text';

interface Props {
  version: VersionSummary;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** A draft deleted after a confirmation: Cancel has the focus, so Enter deletes nothing. */
export function DeleteDraftDialog({ version, onClose, onDeleted }: Props) {
  const remove = useDeleteVersion();
  const title = `Delete ${versionName(version)}`;
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        <ErrorList lines={errorLines(remove.error)} />
        <Text>{PRICING_DESK_MESSAGES.deleteDraft(versionName(version))}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate(version.id, { onSuccess: (answer) => onDeleted(answer.message) })}>
            Delete the draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
