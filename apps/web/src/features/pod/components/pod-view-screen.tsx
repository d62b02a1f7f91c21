import { Anchor, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Pod } from '@portal/domain/api/pod';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { ReviewField } from '../../../components/booking/steps/review/review-section';
import { consignmentState } from '../../../components/consignment-route-state';
import { DetailSection } from '../../../components/detail-section';
import { DocumentButtons } from '../../../components/documents/document-buttons';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { partyText } from '../../../components/list/list-cells';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePod } from '../api/get-pod';

interface PodViewScreenProps {
  podNumber: string;
  denial: string | null;
}

/** /pod with a podNumber: the delivery and its signature, Save as PDF, and the consignment. */
export function PodViewScreen({ podNumber, denial }: PodViewScreenProps) {
  const pod = usePod(podNumber, denial === null);
  const denied = denial ?? (isForbidden(pod.error) ? BOOKING_MESSAGES.noAccessViewPods : null);

  return (
    <Page header={<DefaultHeader title={`Proof of Delivery ${podNumber}`} />} size="md">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Group gap="lg">
          <Anchor component={Link} to="/pod">
            All PODs
          </Anchor>
          {pod.data && (
            <Anchor component={Link} to="/consignment" state={consignmentState(pod.data.conNumber)}>
              View consignment {pod.data.conNumber}
            </Anchor>
          )}
        </Group>
        <ErrorList lines={denied ? [] : errorLines(pod.error)} />
        {!denied && pod.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {pod.data && <PodDelivery pod={pod.data} />}
      </Stack>
    </Page>
  );
}

function PodDelivery({ pod }: { pod: Pod }) {
  const receiver = partyText(pod.receiverCompany, pod.receiverSuburb);
  return (
    <DetailSection title="Delivery" testId="pod-delivery">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReviewField label="Consignment Number">{pod.conNumber}</ReviewField>
        <ReviewField label="Delivered">{`${pod.deliveredLocal} at ${pod.deliveredTown}`}</ReviewField>
        <ReviewField label="Receiver">{receiver}</ReviewField>
        <ReviewField label="Signed By">{pod.signedBy}</ReviewField>
      </SimpleGrid>
      {pod.signature === '' ? (
        <Text>{POD_MESSAGES.noSignature}</Text>
      ) : (
        <Image src={pod.signature} alt={`Signature of ${pod.signedBy}`} maw={320} fit="contain" bd="1px solid gray.3" />
      )}
      <DocumentButtons input={{ docRN: pod.podNumber, docType: 'POD' }} />
    </DetailSection>
  );
}
