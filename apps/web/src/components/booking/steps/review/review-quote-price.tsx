import { QuotePriceSection } from '../../../quote-price/quote-price-section';
import { useQuotePrice } from '../../../quote-price/use-quote-price';
import { ReviewSection } from './review-section';

/** The price of the quote a pickup or drop freight converts, on its review (issue 24); nothing without one. */
export function ReviewQuotePrice({ quoteNumber }: { quoteNumber: string }) {
  const price = useQuotePrice(quoteNumber);
  if (price.quotePrice === null) return null;
  return (
    <ReviewSection title="Price" testId="review-quote-price">
      <QuotePriceSection price={price} />
    </ReviewSection>
  );
}
