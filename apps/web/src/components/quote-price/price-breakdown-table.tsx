import { Table } from '@mantine/core';
import type { PriceBreakdown } from '@portal/domain/api/quote';
import type { ReactNode } from 'react';
import { formatMoney, formatQuantity } from './format-money';

// DESIGN.md pricing: 'Quotes show the total excluding GST and the breakdown'. The quote Summary
// shows it under the total, to QuotationFinancials view only (spec 02 section 6), like the total.

export interface PriceBreakdownTableProps {
  breakdown: PriceBreakdown;
}

function chargeableWeight({ chargeableWeight, cubicVolume }: PriceBreakdown): string {
  // Price-per-item freight has no chargeable weight (PriceBreakdown.chargeableWeight is 0).
  if (chargeableWeight === 0) return 'Priced per item';
  return `${formatQuantity(chargeableWeight)} (cubic volume ${formatQuantity(cubicVolume)} m³)`;
}

/** How the quote's total excluding GST was reached, one labelled row per part. */
export function PriceBreakdownTable({ breakdown }: PriceBreakdownTableProps) {
  const rows: [string, ReactNode][] = [
    ['Rate card', breakdown.card === 'customer' ? 'Customer' : 'General'],
    ['Chargeable weight (kg)', chargeableWeight(breakdown)],
    ['Freight charge', `${formatMoney(breakdown.freightCharge)}${breakdown.minimumApplied ? ' (minimum charge)' : ''}`],
    ['Pickup', formatMoney(breakdown.pickupCharge)],
    ['Delivery', formatMoney(breakdown.deliveryCharge)],
    ['Dangerous goods', formatMoney(breakdown.dangerousGoodsCharge)],
    [`Fuel levy (${formatQuantity(breakdown.fuelLevyPercent)}%)`, formatMoney(breakdown.fuelLevy)],
    ['Total (excluding GST)', formatMoney(breakdown.total)],
  ];
  return (
    <Table variant="vertical" withTableBorder captionSide="top" maw={480} ml="auto" data-testid="quote-breakdown">
      <Table.Caption c="gray.7" ta="left">
        Price breakdown
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value], i) => (
          <Table.Tr key={label} fw={i === rows.length - 1 ? 700 : undefined}>
            <Table.Th scope="row" w="55%">
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
