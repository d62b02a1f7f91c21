import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

interface ScheduleDateInputProps {
  label: string;
  /** 'YYYY-MM-DD', or '' while none is chosen. */
  value: string;
  onChange: (day: string) => void;
  /** The first and last days that can be scheduled (schedule-clock.ts scheduleBounds). */
  bounds: { firstDay: string; lastDay: string };
  error?: string;
  readOnly?: boolean;
}

// The month and year arrows are buttons with an icon only: axe needs their names (issue 10).
const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** A day within the scheduling horizon, as Schedule Pickup and Schedule Drop In ask it. */
export function ScheduleDateInput({ label, value, onChange, bounds, error, readOnly }: ScheduleDateInputProps) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Pick a date"
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      minDate={bounds.firstDay}
      maxDate={bounds.lastDay}
      valueFormat="dddd, D MMMM YYYY"
      ariaLabels={ARIA_LABELS}
      error={error}
      readOnly={readOnly}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // Mantine's placeholder grey is below AA contrast on white (axe, color-contrast).
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
