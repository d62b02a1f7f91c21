import { Stack, Text } from '@mantine/core';
import type { QuotePriceFields } from '@portal/domain/api/quote';
import { formatMoney } from './format-money';
import { PriceBreakdownTable } from './price-breakdown-table';

// A quote's price wherever the quote or a booking made from it is shown (spec 02 section 6,
// issue 24): the total excluding GST and its breakdown (DESIGN.md pricing), as the quote stored
// them. The server sends them only to QuotationFinancials view; without them nothing shows.

export interface QuotePriceSectionProps {
  price: QuotePriceFields;
}

export function QuotePriceSection({ price: { quotePrice, breakdown } }: QuotePriceSectionProps) {
  if (quotePrice === null) return null;
  return (
    <Stack gap="sm" data-testid="quote-price">
      <Text size="xl" fw={700} ta="right" data-testid="quote-total">
        Total cost (excluding GST): {formatMoney(quotePrice)}
      </Text>
      {breakdown && <PriceBreakdownTable breakdown={breakdown} />}
    </Stack>
  );
}
