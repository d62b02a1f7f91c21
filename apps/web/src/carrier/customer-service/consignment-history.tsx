import { Anchor, Image, List, SimpleGrid, Table, Text } from '@mantine/core';
import type { Pod } from '@portal/domain/api/pod';
import type { StaffConsignment, StaffDocumentLink } from '@portal/domain/carrier/customer-service-calls';
import { POD_MESSAGES } from '@portal/domain/consignment/pod-rules';
import { ReviewField } from '../../components/booking/steps/review/review-section';
import { DetailSection } from '../../components/detail-section';
import { ListTable } from '../../components/list-table';
import { allEvents, deliveryText } from '../../components/tracking/tracking-events';

/** The full tracking history, every stage in order, each event at its depot's clock and, when recorded by hand, by whom. */
export function ConsignmentHistory({ seen }: { seen: StaffConsignment }) {
  const { tracking } = seen;
  const events = allEvents(tracking.firstStage, tracking.events);
  return (
    <DetailSection title="Tracking history" testId="consignment-history">
      <Text>{deliveryText(tracking.delivered, tracking.estimatedDelivery)}</Text>
      {events.length === 0 ? (
        <Text>No event has been recorded.</Text>
      ) : (
        <ListTable testId="history-table" label="Tracking history" columns={['When', 'Event', 'Depot', 'Source']}>
          {events.map((event) => (
            <Table.Tr key={event.code}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{event.local}</Table.Td>
              <Table.Td>{`${event.code} ${event.name}`}</Table.Td>
              <Table.Td>{event.town}</Table.Td>
              <Table.Td>{event.recordedBy ?? 'Carrier systems'}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </DetailSection>
  );
}

const DOCUMENT_TITLES = { CON: 'Consignment note', LBL: 'Labels', POD: 'Proof of delivery' } as const;

/** The documents on file, each a signed link that opens its PDF for a few minutes, as the customer's are. */
export function ConsignmentDocuments({ documents }: { documents: readonly StaffDocumentLink[] }) {
  return (
    <DetailSection title="Documents" testId="consignment-documents">
      <List>
        {documents.map((document) => (
          <List.Item key={document.url}>
            <Anchor href={document.url} target="_blank" rel="noopener">
              {document.original ? 'Scanned original of the consignment note' : DOCUMENT_TITLES[document.docType]}
            </Anchor>{' '}
            <Text span size="sm" c="gray.7">
              {document.fileName}
            </Text>
          </List.Item>
        ))}
      </List>
    </DetailSection>
  );
}

/** The proof of delivery as the customer's POD screen shows it. */
export function ConsignmentPod({ pod }: { pod: Pod }) {
  return (
    <DetailSection title="Proof of delivery" testId="consignment-pod">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ReviewField label="Delivered">{`${pod.deliveredLocal} at ${pod.deliveredTown}`}</ReviewField>
        <ReviewField label="Signed By">{pod.signedBy}</ReviewField>
      </SimpleGrid>
      {pod.signature === '' ? (
        <Text>{POD_MESSAGES.noSignature}</Text>
      ) : (
        <Image src={pod.signature} alt={`Signature of ${pod.signedBy}`} maw={320} fit="contain" bd="1px solid gray.3" />
      )}
    </DetailSection>
  );
}
