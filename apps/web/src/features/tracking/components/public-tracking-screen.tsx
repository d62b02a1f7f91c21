import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicTracking } from '@portal/domain/api/tracking';
import { BOOKING_MESSAGES, noTrackingInformation } from '@portal/domain/booking-messages';
import { TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { useParams } from 'react-router';
import { CallError, errorLines } from '../../../lib/api/call-error';
import { BrandMark } from '../../../lib/headers/brand-mark';
import { ErrorList } from '../../../components/error-list';
import { allEvents } from '../../../components/tracking/tracking-events';
import { TrackingStages } from '../../../components/tracking/tracking-stages';
import { usePublicTracking } from '../api/get-public-tracking';

/** The server's own text for an unknown tracking id, shown also when the answer is unreadable. */
export const CONSIGNMENT_NOT_FOUND = TRACKING_MESSAGES.notFound;

/**
 * #/track/:trackingID, where a label's QR code leads: anyone, signed in or not, sees where the
 * consignment is. It shows only towns, stages and scan times, never a party, address, price,
 * document or signature (DESIGN.md): only those fields are read from the answer.
 */
export function PublicTrackingScreen() {
  const { trackingID = '' } = useParams();
  const tracking = usePublicTracking(trackingID);
  const notFound = tracking.error instanceof CallError && tracking.error.status === 404;

  return (
    <>
      <Box component="header" bg="freight.8" px="lg" py="xs">
        <BrandMark />
      </Box>
      <Container component="main" size="md" py="xl" px="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            Track a consignment
          </Title>
          {tracking.isPending && (
            <Text role="status" c="gray.7">
              {BOOKING_MESSAGES.loadingTracking}
            </Text>
          )}
          {notFound ? <Text>{CONSIGNMENT_NOT_FOUND}</Text> : <ErrorList lines={errorLines(tracking.error)} />}
          {tracking.data && <PublicTrackingDetails tracking={tracking.data} />}
          <Anchor href="#/">Customer sign in</Anchor>
        </Stack>
      </Container>
    </>
  );
}

function PublicTrackingDetails({ tracking }: { tracking: PublicTracking }) {
  const { consignmentNumber, fromTown, toTown, firstStage, events, delivered, estimatedDelivery } = tracking;
  const hasEvents = allEvents(firstStage, events).length > 0;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={`Consignment ${consignmentNumber}`} data-testid="public-tracking">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Consignment {consignmentNumber}
        </Title>
        <Text data-testid="public-tracking-route">{`From ${fromTown} to ${toTown}`}</Text>
        {hasEvents ? (
          <TrackingStages tracking={{ firstStage, events, delivered, estimatedDelivery }} />
        ) : (
          <Text>{noTrackingInformation(consignmentNumber)}</Text>
        )}
      </Stack>
    </Paper>
  );
}
