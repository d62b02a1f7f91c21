import '@mantine/dates/styles.css';
import { Center, Fieldset, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PickupScheduleField, PickupScheduleFields, ReadyWhen } from '@portal/domain/api/pickup-schedule';
import { scheduleBounds } from '@portal/domain/schedule/schedule-clock';
import { normaliseScheduleTime } from '@portal/domain/schedule/schedule-time';
import { IconClock } from '@tabler/icons-react';
import type { StepProps } from '../../step-props';
import { BookedByInput } from './booked-by-input';
import { ScheduleDateInput } from './schedule-date-input';
import { ScheduleMessage } from './schedule-message';
import { scheduleDayText } from './schedule-day';
import { useScheduleRules } from './schedule-rules';

export interface SchedulePickupStepProps extends Omit<StepProps<PickupScheduleFields>, 'options'> {
  /** The sender's state: its time zone and public holidays decide the cut-offs. */
  state: string;
  /** The injected clock (the browser's, read by the wizard). */
  now: Date;
  /** Show every message, empty fields' included (after a Next that found errors). */
  showErrors?: boolean;
}

/** Which field holds the text each message is about: a message shows once its field has text. */
const FIELD_TEXT: Record<PickupScheduleField, keyof PickupScheduleFields> = {
  readyAtDate: '_readyAtDate',
  readyAtTime: '_readyAtTime',
  openFrom: 'openFrom',
  closedAfter: 'closedAfter',
  bookedBy: 'bookedBy',
};

/**
 * The Schedule Pickup step (spec 02 sections 2 and 5): Ready Now or Ready At a date and time,
 * business hours and Freight Booked By. Each message shows on its field; a cut-off that moves the
 * pickup to the next business day shows its message while the schedule stays valid.
 */
export function SchedulePickupStep({ value, onChange, readOnly, state, now, showErrors }: SchedulePickupStepProps) {
  const rules = useScheduleRules();
  if (!rules) {
    return (
      <Center mih={200} role="status" aria-label="Loading the schedule rules">
        <Loader />
      </Center>
    );
  }
  const check = rules.checkPickupSchedule(value, { state, now });
  const bounds = scheduleBounds(state, now);
  // A read-only schedule was checked when it was booked; today's clock would only call it past.
  const error = (field: PickupScheduleField) =>
    !readOnly && (showErrors || value[FIELD_TEXT[field]] !== '') ? check.errors[field] : undefined;
  const outcome = readOnly ? undefined : check.outcome;
  // Times are kept as HH:MM once the user leaves the field (spec 02 section 5).
  const normalise = (field: 'openFrom' | 'closedAfter' | '_readyAtTime') => {
    const time = normaliseScheduleTime(value[field]);
    if (time && time !== value[field]) onChange({ [field]: time });
  };
  const time = (field: 'openFrom' | 'closedAfter' | '_readyAtTime', label: string, message: PickupScheduleField) => (
    // A 24-hour text field, not the browser's time input: that shows 07:00 AM in an en-US browser
    // while Review and the spec (section 9) read 'HH:mm'. One way everywhere (issue 10).
    <TextInput
      label={label}
      placeholder="HH:mm"
      inputMode="numeric"
      maxLength={5}
      autoComplete="off"
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      onBlur={() => normalise(field)}
      error={error(message)}
      readOnly={readOnly}
      leftSection={<IconClock size={16} aria-hidden />}
    />
  );
  const chooseWhen = (when: ReadyWhen) => {
    if (readOnly) return;
    // Ready At starts on the first day that can be scheduled.
    onChange(when === 'at' && value._readyAtDate === '' ? { when, _readyAtDate: bounds.firstDay } : { when });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Schedule Pickup</Title>
      <Radio.Group label="When is the freight ready?" value={value.when} onChange={(next) => chooseWhen(next as ReadyWhen)} readOnly={readOnly}>
        <Group gap="xl" mt="xs">
          <Radio value="now" label="Ready Now" />
          <Radio value="at" label="Ready At" />
        </Group>
      </Radio.Group>
      {value.when === 'at' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ScheduleDateInput
            label="Ready At Date"
            value={value._readyAtDate}
            onChange={(day) => onChange({ _readyAtDate: day })}
            bounds={bounds}
            error={error('readyAtDate')}
            readOnly={readOnly}
          />
          {time('_readyAtTime', 'Ready At Time', 'readyAtTime')}
        </SimpleGrid>
      )}
      <Fieldset legend="Business Hours">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {time('openFrom', 'Open From', 'openFrom')}
          {time('closedAfter', 'Closed After', 'closedAfter')}
        </SimpleGrid>
      </Fieldset>
      <BookedByInput value={value.bookedBy} onChange={(bookedBy) => onChange({ bookedBy })} error={error('bookedBy')} readOnly={readOnly} />
      {outcome && (
        <Text data-testid="schedule-day" data-schedule-day={outcome.scheduleDay}>
          Pickup day: {scheduleDayText(outcome.scheduleDay)}
        </Text>
      )}
      <ScheduleMessage message={outcome?.scheduleMsg ?? ''} testId="schedule-message" />
    </Stack>
  );
}
