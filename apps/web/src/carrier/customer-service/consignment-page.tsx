import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffConsignment } from '@portal/domain/carrier/customer-service-calls';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { placeTime } from '@portal/domain/clock/place-time';
import { STAGE_TITLES } from '@portal/domain/tracking/event-codes';
import { Link } from 'react-router';
import { FreightSummaryTable } from '../../components/booking/steps/freight/freight-summary-table';
import { PartySummary } from '../../components/booking/steps/review/party-summary';
import { ReviewField } from '../../components/booking/steps/review/review-section';
import { DetailSection } from '../../components/detail-section';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useStaffSessionStore } from '../session/staff-session-store';
import { useStaffConsignment } from './api/get-consignment';
import { ConsignmentDocuments, ConsignmentHistory, ConsignmentPod } from './consignment-history';
import { RecordPodForm } from './record-pod-form';
import { RecordScanForm } from './record-scan-form';

/** The suburb is shown as stored: the back office has no suburb options to look it up in. */
const noSuburbOptions = () => undefined;

/** One consignment, whole (issue 26): its company and parties, freight, references, documents, history and POD, and the forms that record by hand. */
export function ConsignmentPage({ conNumber, back }: { conNumber: string; back: string }) {
  const seen = useStaffConsignment(conNumber);
  const mayScan = useStaffSessionStore((s) => s.session?.permissions.includes('scans:record') ?? false);
  const mayPod = useStaffSessionStore((s) => s.session?.permissions.includes('pods:record') ?? false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">{`Consignment ${seen.data?.consignment.conNumber ?? conNumber}`}</Title>
        <Anchor component={Link} to={back}>
          Back to the search
        </Anchor>
      </Group>
      <ErrorList lines={errorLines(seen.error)} />
      {seen.isPending && (
        <Text role="status" c="gray.7">
          {BOOKING_MESSAGES.loadingData}
        </Text>
      )}
      {seen.data && (
        <>
          <ConsignmentSummary seen={seen.data} />
          <ConsignmentHistory seen={seen.data} />
          {seen.data.pod && <ConsignmentPod pod={seen.data.pod} />}
          <ConsignmentDocuments documents={seen.data.documents} />
          {mayScan && <RecordScanForm seen={seen.data} />}
          {mayPod && !seen.data.pod && <RecordPodForm conNumber={seen.data.consignment.conNumber} />}
        </>
      )}
    </Stack>
  );
}

function ConsignmentSummary({ seen }: { seen: StaffConsignment }) {
  const view = seen.consignment;
  return (
    <>
      <DetailSection title="Company and references" testId="consignment-summary">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <ReviewField label="Company">{seen.company.name}</ReviewField>
          <ReviewField label="Stage">{view.stage ? STAGE_TITLES[view.stage] : 'Not scanned yet'}</ReviewField>
          <ReviewField label="Booked">{placeTime(view.date, view.timeZone)}</ReviewField>
          <ReviewField label="Customer Reference">{view.customerRef}</ReviewField>
          <ReviewField label="Purchase Order">{view.poNumber}</ReviewField>
          <ReviewField label="Tracking id">{view.trackingID}</ReviewField>
          <ReviewField label="Pickup Number">{view.pickupNumber}</ReviewField>
          <ReviewField label="Depots">{`${view.depotFrom.town} (${view.depotFrom.code}) to ${view.depotTo.town} (${view.depotTo.code})`}</ReviewField>
          <ReviewField label="Special Instructions">{view.instructions}</ReviewField>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Sender and Receiver" testId="consignment-parties">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartySummary who="Sender" party={view.sender} findSuburb={noSuburbOptions} />
          <PartySummary who="Receiver" party={view.receiver} findSuburb={noSuburbOptions} />
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Freight" testId="consignment-freight">
        <FreightSummaryTable freightList={view.freightList} dimensionFactor={seen.dimensionFactor} />
      </DetailSection>
    </>
  );
}
