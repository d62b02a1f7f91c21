import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { VersionSummary } from '@portal/domain/carrier/pricing-calls';
import { PRICING_DESK_MESSAGES } from '@portal/domain/carrier/pricing-desk-messages';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useScheduleVersion } from './api/version-schedule';
import { DESCRIPTION_STYLES } from './field-styles';
import { versionName } from './version-text';

interface Props {
  version: VersionSummary;
  onClose: () => void;
  onScheduled: (message: string) => void;
}

/** A draft given its day: from 00:00 on the carrier's clock. Today and the past are the server's to refuse, in its words. */
export function ScheduleDialog({ version, onClose, onScheduled }: Props) {
  const [day, setDay] = useState('');
  const [missing, setMissing] = useState(false);
  const schedule = useScheduleVersion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setMissing(true);
    schedule.mutate({ id: version.id, effectiveFrom: day }, { onSuccess: (answer) => onScheduled(answer.message) });
  };
  const title = `Schedule ${versionName(version)}`;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          <ErrorList lines={errorLines(schedule.error)} />
          <TextInput
            type="date"
            label="Takes effect on"
            description="From 00:00 on the carrier's clock, on a day after today."
            styles={DESCRIPTION_STYLES}
            value={day}
            onChange={(event) => (setDay(event.currentTarget.value), setMissing(false))}
            error={missing ? PRICING_DESK_MESSAGES.scheduleDayRequired : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={schedule.isPending}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
