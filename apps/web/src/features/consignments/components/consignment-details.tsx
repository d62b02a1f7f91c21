import { SimpleGrid } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import type { ConsignmentView } from '@portal/domain/api/consignment';
import { parseDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import { useSessionStore } from '../../../lib/session/session-store';
import { FreightSummaryTable } from '../../../components/booking/steps/freight/freight-summary-table';
import { PartySummary } from '../../../components/booking/steps/review/party-summary';
import { ReviewField } from '../../../components/booking/steps/review/review-section';
import { DetailSection } from '../../../components/detail-section';

const serviceText = (kind: 'pickup' | 'delivery', value: number) =>
  value === 1 || value === 2 || value === 3 ? SERVICE_LABELS[kind][value] : '-';

/** The suburb value is shown as stored: the view has no suburb options to look it up in. */
const noSuburbOptions = () => undefined;

/** The consignment as booked: parties, references, services, freight and route (spec 02 sections 2 and 3). */
export function ConsignmentDetails({ view }: { view: ConsignmentView }) {
  const dimensionFactor = useSessionStore((s) => s.session?.options?.dimensionFactor ?? 1);
  const classes = view.dgClasses.length > 0 ? view.dgClasses.map((name) => parseDgClass(name)?.title ?? name).join(', ') : 'No';
  return (
    <>
      <DetailSection title="Sender and Receiver" testId="consignment-parties">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartySummary who="Sender" party={view.sender} findSuburb={noSuburbOptions} />
          <PartySummary who="Receiver" party={view.receiver} findSuburb={noSuburbOptions} />
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="References" testId="consignment-references">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <ReviewField label="Date Created">{placeTime(view.date, view.timeZone)}</ReviewField>
          <ReviewField label="Purchase Order">{view.poNumber}</ReviewField>
          <ReviewField label="Customer Reference">{view.customerRef}</ReviewField>
          <ReviewField label="Pickup Number">{view.pickupNumber}</ReviewField>
          <ReviewField label="Quote Number">{view.quoteNumber}</ReviewField>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Services" testId="consignment-services">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReviewField label="Pickup">{serviceText('pickup', view.pickupRequired)}</ReviewField>
          <ReviewField label="Delivery">{serviceText('delivery', view.deliveryRequired)}</ReviewField>
          <ReviewField label="Special Instructions">{view.instructions}</ReviewField>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Freight" testId="consignment-freight">
        <FreightSummaryTable freightList={view.freightList} dimensionFactor={dimensionFactor} />
        <ReviewField label="Dangerous goods">{classes}</ReviewField>
      </DetailSection>
      <DetailSection title="Route" testId="consignment-route">
        <ReviewField label="Depots">{`${view.depotFrom.town} (${view.depotFrom.code}) to ${view.depotTo.town} (${view.depotTo.code})`}</ReviewField>
      </DetailSection>
    </>
  );
}
