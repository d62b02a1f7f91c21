import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { DESCRIPTION_STYLES } from './field-styles';
import { useNewDraft } from './use-new-draft';
import { versionName } from './version-text';

/** A new draft of the version's card, a copy of its lanes, charges and prices per item; its page opens next. */
export function NewDraftDialog({ version, onClose }: { version: VersionSummary; onClose: () => void }) {
  const [label, setLabel] = useState('');
  const draft = useNewDraft();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    draft.create({ card: version.card, label, copyOf: version.id });
  };
  const title = `New draft from ${versionName(version)}`;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          <ErrorList lines={errorLines(draft.error)} />
          <TextInput
            label="Label of the draft"
            description="For example: Rates from July"
            styles={DESCRIPTION_STYLES}
            maxLength={100}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={draft.pending}>
              Create the draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
