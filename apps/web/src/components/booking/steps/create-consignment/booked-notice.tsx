import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { scheduleDayText } from '../schedule-pickup/schedule-day';

/** What the last booking POST answered, shown until the wizard closes. */
export interface BookingNotice {
  pickupNumber: string;
  scheduleDay: string;
  message: string;
}

/** The booking POST's answer (spec 02 section 7): the pickup number, its day and the server's message. */
export function BookedNotice({ booking }: { booking: BookingNotice }) {
  return (
    // No Alert title: a light alert's coloured title is below AA contrast (axe).
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="pickup-booked">
      <Text fw={700}>Pickup booked</Text>
      <Text fw={700} data-testid="booked-pickup-number">
        Pickup {booking.pickupNumber}
      </Text>
      {booking.scheduleDay && (
        <Text data-testid="booked-schedule-day" data-schedule-day={booking.scheduleDay}>
          Pickup day: {scheduleDayText(booking.scheduleDay)}
        </Text>
      )}
      {booking.message && <Text data-testid="booked-message">{booking.message}</Text>}
    </Alert>
  );
}
