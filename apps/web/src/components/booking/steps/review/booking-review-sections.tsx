import { SimpleGrid } from '@mantine/core';
import type { DropFreightDraft } from '@portal/domain/api/drop-freight';
import type { BookingOptions } from '@portal/domain/api/reference';
import { parseDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { SERVICE_LABELS } from '@portal/domain/services/service-values';
import type { ReactNode } from 'react';
import { usePpiOptions } from '../../api/ppi-options';
import { suburbFinder } from '../details/details-value';
import { FreightSummaryTable } from '../freight/freight-summary-table';
import { PartySummary } from './party-summary';
import { ReviewQuotePrice } from './review-quote-price';
import { ReviewField, ReviewSection } from './review-section';

/** The steps a review summary links back to. */
export type ReviewSectionName = 'consignment' | 'details' | 'freight' | 'services' | 'dangerousGoods' | 'schedule' | 'instructions';

/** What every booking's review shows of it: the fields a pickup and a drop freight share (a pickup names customerRef pickupRef). */
export type BookingSummary = Pick<
  DropFreightDraft,
  'sender' | 'receiver' | 'poNumber' | 'customerRef' | 'quoteNumber' | 'freightList' | 'ppi' | 'pickupRequired' | 'deliveryRequired' | '_dgHas' | 'dgClasses' | 'instructions'
>;

interface BookingReviewSectionsProps {
  booking: BookingSummary;
  options: BookingOptions;
  /** The Edit link of a section, or undefined where there is none (spec 02 section 2, 'Review screens'). */
  edit: (section: ReviewSectionName) => (() => void) | undefined;
  /** The booking's own schedule section, between dangerous goods and the instructions. */
  schedule: ReactNode;
}

const serviceLabel = (kind: 'pickup' | 'delivery', value: number) =>
  value === 1 || value === 2 || value === 3 ? SERVICE_LABELS[kind][value] : '-';

/** The review sections a pickup and a drop freight share: details, freight and services, dangerous goods, instructions. */
export function BookingReviewSections({ booking, options, edit, schedule }: BookingReviewSectionsProps) {
  const findSuburb = suburbFinder(options.suburbs);
  const ppi = usePpiOptions(booking.freightList[0]?.type ?? '', booking.ppi);
  const ppiNames = new Map(ppi.data?.ppi.map((entry) => [entry.id, entry.name]));
  const classes = booking._dgHas ? booking.dgClasses.map((name) => parseDgClass(name)?.title ?? name).join(', ') : 'No';
  return (
    <>
      <ReviewSection title="Details" onEdit={edit('details')} testId="review-details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartySummary who="Sender" party={booking.sender} findSuburb={findSuburb} />
          <PartySummary who="Receiver" party={booking.receiver} findSuburb={findSuburb} />
          <ReviewField label="Purchase Order">{booking.poNumber}</ReviewField>
          <ReviewField label="Customer Reference">{booking.customerRef}</ReviewField>
          {booking.quoteNumber && <ReviewField label="Quote">{booking.quoteNumber}</ReviewField>}
        </SimpleGrid>
      </ReviewSection>
      <ReviewSection title="Freight" onEdit={edit('freight')} testId="review-freight">
        <FreightSummaryTable freightList={booking.freightList} dimensionFactor={options.dimensionFactor} ppiNames={ppiNames} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReviewField label="Pickup">{serviceLabel('pickup', booking.pickupRequired)}</ReviewField>
          <ReviewField label="Delivery">{serviceLabel('delivery', booking.deliveryRequired)}</ReviewField>
        </SimpleGrid>
      </ReviewSection>
      <ReviewSection title="Dangerous Goods" onEdit={edit('dangerousGoods')} testId="review-dangerous-goods">
        <ReviewField label="Dangerous goods">{classes}</ReviewField>
      </ReviewSection>
      {schedule}
      <ReviewSection title="Special Instructions" onEdit={edit('instructions')} testId="review-instructions">
        <ReviewField label="Instructions">{booking.instructions}</ReviewField>
      </ReviewSection>
      <ReviewQuotePrice quoteNumber={booking.quoteNumber} />
    </>
  );
}
