import { Paper, Stack, Text, Title } from '@mantine/core';
import { BOOKING_MESSAGES, noTrackingInformation } from '@portal/domain/booking-messages';
import { useId } from 'react';
import { errorLines } from '../../lib/api/call-error';
import { ErrorList } from '../error-list';
import { useTracking } from './api/get-tracking';
import { allEvents } from './tracking-events';
import { TrackingStages } from './tracking-stages';

interface TrackingPanelProps {
  conNumber: string;
  trackingID: string;
}

/**
 * The consignment view's tracking panel (spec 02 sections 2, 4 and 8): 'Loading tracking
 * information...', then the stages, or the no-information text when nothing has been scanned.
 */
export function TrackingPanel({ conNumber, trackingID }: TrackingPanelProps) {
  const titleId = useId();
  const tracking = useTracking(trackingID);
  const data = tracking.data;
  const hasEvents = data ? allEvents(data.firstStage, data.events).length > 0 : false;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="tracking-panel">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Tracking
        </Title>
        {tracking.isPending && trackingID !== '' && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingTracking}
          </Text>
        )}
        <ErrorList lines={errorLines(tracking.error)} />
        {(trackingID === '' || (data && !hasEvents)) && <Text>{noTrackingInformation(conNumber)}</Text>}
        {data && hasEvents && <TrackingStages tracking={data} />}
      </Stack>
    </Paper>
  );
}
