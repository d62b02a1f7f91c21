import '../../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import type { PickupScheduleFields } from '@portal/domain/api/pickup-schedule';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { SchedulePickupStep } from './schedule-pickup-step';

// Brisbane (QLD, UTC+10, no daylight saving). 2026-11-20 is a Friday.
const FRIDAY_9AM = new Date('2026-11-19T23:00:00Z');
const FRIDAY_NOON = new Date('2026-11-20T02:00:00Z');

const FIELDS: PickupScheduleFields = {
  when: 'now',
  _readyAtDate: '',
  _readyAtTime: '',
  openFrom: '07:00',
  closedAfter: '17:00',
  bookedBy: 'Jo Citizen',
};

interface HarnessProps {
  initial?: Partial<PickupScheduleFields>;
  now?: Date;
  showErrors?: boolean;
  readOnly?: boolean;
  onValue?: (value: PickupScheduleFields) => void;
}

/** The step with its value kept in state, as the wizard's store keeps it. */
function Harness({ initial, now = FRIDAY_9AM, showErrors, readOnly, onValue }: HarnessProps) {
  const [value, setValue] = useState<PickupScheduleFields>({ ...FIELDS, ...initial });
  return (
    <SchedulePickupStep
      value={value}
      onChange={(patch) => {
        const next = { ...value, ...patch };
        onValue?.(next);
        setValue(next);
      }}
      state="QLD"
      now={now}
      showErrors={showErrors}
      readOnly={readOnly}
    />
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Schedule Pickup step (spec 02 section 5)', () => {
  it('books a pickup ready now before the cut-off for today, with no message', async () => {
    renderScreen(<Harness />);
    expect((await screen.findByTestId('schedule-day')).textContent).toBe('Pickup day: Friday, 20 November 2026');
    expect(screen.queryByTestId('schedule-message')).toBeNull();
    expect([field('Open From').value, field('Closed After').value, field('Freight Booked By').value]).toEqual(['07:00', '17:00', 'Jo Citizen']);
  });

  it('moves a request after 11am to the next business day, a Friday to Monday, with the message', async () => {
    renderScreen(<Harness now={FRIDAY_NOON} />);
    expect((await screen.findByTestId('schedule-message')).textContent).toBe(
      'Pickup bookings for today close at 11am. Freight will be picked up on the next business day.',
    );
    expect(screen.getByTestId('schedule-day').getAttribute('data-schedule-day')).toBe('2026-11-23');
  });

  it('needs a 4 hour window before the closing time', async () => {
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-24', _readyAtTime: '11:00', closedAfter: '14:00' }} />);
    expect((await screen.findByTestId('schedule-message')).textContent).toBe(
      'We require a 4 hour collection window between freight ready for collection and the closing time of 2:00PM. Freight will be picked up on the next business day.',
    );
  });

  it('needs a 4 hour window before 4:00PM', async () => {
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-24', _readyAtTime: '12:30' }} />);
    expect((await screen.findByTestId('schedule-message')).textContent).toBe(
      'We require a 4 hour collection window between freight ready for collection and 4:00PM. Freight will be picked up on the next business day.',
    );
    expect(screen.getByTestId('schedule-day').getAttribute('data-schedule-day')).toBe('2026-11-25');
    expect(screen.getByLabelText('Ready At Date').textContent).toContain('Tuesday, 24 November 2026');
  });

  it('picks the Ready At date from a calendar of the schedulable days', async () => {
    const onValue = vi.fn();
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-20' }} onValue={onValue} />);
    fireEvent.click(await screen.findByLabelText('Ready At Date'));
    fireEvent.click(screen.getByRole('button', { name: '24 November 2026' }));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ _readyAtDate: '2026-11-24' }));
    const beyond = screen.queryByRole('button', { name: '5 December 2026' }) as HTMLButtonElement | null;
    expect(beyond === null || beyond.disabled || beyond.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('refuses a ready time in the past and beyond the 2-week horizon', async () => {
    const view = renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-20', _readyAtTime: '08:30' }} />);
    expect(await screen.findByText('Cannot be ready in the past')).toBeTruthy();
    expect(screen.queryByTestId('schedule-day')).toBeNull();
    view.unmount();
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-12-05', _readyAtTime: '08:30' }} />);
    expect(await screen.findByText('Pickups cannot be scheduled beyond 2 weeks')).toBeTruthy();
  });

  it('allows a ready time up to 5 minutes in the past', async () => {
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-20', _readyAtTime: '08:56' }} />);
    expect((await screen.findByTestId('schedule-day')).getAttribute('data-schedule-day')).toBe('2026-11-20');
  });

  it('needs the opening time before the closing time', async () => {
    renderScreen(<Harness />);
    fireEvent.change(await screen.findByLabelText('Open From'), { target: { value: '18:00' } });
    expect(screen.getByText('Opening time cannot be later than closing time.')).toBeTruthy();
  });

  it('shows the empty fields\' messages only after a Next', async () => {
    const view = renderScreen(<Harness initial={{ bookedBy: '', when: 'at' }} />);
    await screen.findByLabelText('Freight Booked By');
    expect(screen.queryByText('"Freight booked by" field cannot be empty.')).toBeNull();
    view.unmount();
    renderScreen(<Harness initial={{ bookedBy: '', when: 'at' }} showErrors />);
    expect(await screen.findByText('"Freight booked by" field cannot be empty.')).toBeTruthy();
    expect(screen.getByText('Invalid ready at date')).toBeTruthy();
    expect(screen.getByText('Invalid ready at time')).toBeTruthy();
  });

  it('starts Ready At on today, and keeps times as HH:MM', async () => {
    const onValue = vi.fn();
    renderScreen(<Harness onValue={onValue} />);
    fireEvent.click(await screen.findByLabelText('Ready At'));
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ when: 'at', _readyAtDate: '2026-11-20' }));
    const ready = field('Ready At Time');
    fireEvent.change(ready, { target: { value: '09:30:00' } });
    fireEvent.blur(ready);
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ _readyAtTime: '09:30' }));
  });

  it('shows a read-only schedule without judging it by today\'s clock', async () => {
    renderScreen(<Harness initial={{ when: 'at', _readyAtDate: '2026-11-02', _readyAtTime: '08:30' }} readOnly />);
    expect((await screen.findByLabelText('Freight Booked By') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByText('Cannot be ready in the past')).toBeNull();
  });
});
