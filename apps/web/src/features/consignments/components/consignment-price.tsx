import type { ConsignmentView } from '@portal/domain/api/consignment';
import { DetailSection } from '../../../components/detail-section';
import { QuotePriceSection } from '../../../components/quote-price/quote-price-section';

/**
 * The price of the quote the consignment was booked from (issue 24). GET consignment carries it
 * only to QuotationFinancials view (spec 02 section 6); without it, or without a quote, no section.
 */
export function ConsignmentPrice({ view }: { view: Pick<ConsignmentView, 'quoteNumber' | 'quotePrice' | 'breakdown'> }) {
  if (view.quotePrice === null) return null;
  return (
    <DetailSection title={`Price of quote ${view.quoteNumber}`} testId="consignment-price">
      <QuotePriceSection price={view} />
    </DetailSection>
  );
}
