import '@mantine/dates/styles.css';
import { Stack, Text, Title } from '@mantine/core';
import type { DropInScheduleField, DropInScheduleFields } from '@portal/domain/api/pickup-schedule';
import type { Depot } from '@portal/domain/api/reference';
import { checkDropInSchedule, type DepotReceives } from '@portal/domain/schedule/drop-in-rules';
import { receivalCutOffsOf } from '@portal/domain/schedule/same-day-delivery';
import { scheduleBounds } from '@portal/domain/schedule/schedule-clock';
import type { StepProps } from '../../step-props';
import { BookedByInput } from '../schedule-pickup/booked-by-input';
import { ScheduleDateInput } from '../schedule-pickup/schedule-date-input';
import { ScheduleMessage } from '../schedule-pickup/schedule-message';

export interface ScheduleDropInStepProps extends Omit<StepProps<DropInScheduleFields>, 'options'> {
  /** The receiving depot (the sender's), and its state: the day is its local day, until its receivals close. */
  depot: Depot | undefined;
  state: string;
  /** The line items' freight type: Freezer and Chiller receivals close earlier. */
  freightType: string;
  now: Date;
  /** The days the depot takes freight in (decision 0040); undefined while the calendar loads. */
  receives?: DepotReceives;
  /** Show every message, empty fields' included (after a Next that found errors). */
  showErrors?: boolean;
}

/**
 * Schedule Drop In (spec 02 sections 2 and 5): the day the freight is dropped in at the depot,
 * within two weeks, and Freight Booked By. A drop in today after the depot's receivals close shows
 * the same-day message; the schedule stays valid and the user may pick another day.
 */
export function ScheduleDropInStep({ value, onChange, readOnly, depot, state, freightType, now, receives, showErrors }: ScheduleDropInStepProps) {
  const check = checkDropInSchedule(value, { state, now, freightType, receives, cutOffs: receivalCutOffsOf(depot) });
  const bounds = scheduleBounds(state, now);
  // A read-only schedule was checked when it was booked; today's clock would only call it past.
  const error = (field: DropInScheduleField) => (!readOnly && (showErrors || value[field] !== '') ? check.errors[field] : undefined);
  const message = readOnly ? '' : check.message;

  return (
    <Stack gap="md">
      <Title order={2}>Schedule Drop In</Title>
      {depot && (
        <Text data-testid="drop-in-depot">
          Drop the freight in at the {depot.city} depot ({depot.code}).
        </Text>
      )}
      <ScheduleDateInput
        label="Drop In Date"
        value={value.readyAt}
        onChange={(day) => onChange({ readyAt: day })}
        bounds={bounds}
        error={error('readyAt')}
        readOnly={readOnly}
      />
      <BookedByInput value={value.bookedBy} onChange={(bookedBy) => onChange({ bookedBy })} error={error('bookedBy')} readOnly={readOnly} />
      <ScheduleMessage message={message} testId="schedule-message" />
    </Stack>
  );
}
