import { Anchor, Group, Table, Text } from '@mantine/core';
import type { FreightItem } from '@portal/domain/booking/booking';
import { freightTotals } from '@portal/domain/freight/totals';
import { dimensionUnit } from '@portal/domain/freight/line-item-rules';
import type { ReactNode } from 'react';
import { SideScroll } from '../../../side-scroll';

export interface FreightSummaryTableProps {
  freightList: readonly FreightItem[];
  /** 1 for metres, 100 for centimetres (BookingOptions.dimensionFactor). */
  dimensionFactor: number;
  /** Shows the Edit link (only in an editable state, spec 02 section 2 'Review screens'). */
  onEdit?: () => void;
  /** Names of the chosen Price Per Item entries by id, shown as the description in PPI mode. */
  ppiNames?: ReadonlyMap<number, string>;
}

const shown = (n: number) => (Number.isFinite(n) ? String(n) : '-');

/**
 * The read-only freight summary (spec 02 section 2): QTY, Freight Type, Description, Reference,
 * Weight, Length, Width, Height, then total items, total weight (kg) and total cubic volume (m3).
 */
export function FreightSummaryTable({ freightList, dimensionFactor, onEdit, ppiNames }: FreightSummaryTableProps) {
  const unit = dimensionUnit(dimensionFactor);
  return (
    <div data-testid="freight-summary">
      <SideScroll label="Freight summary" minWidth={640}>
        <Table striped withTableBorder>
          <Table.Caption c="gray.7">Freight summary</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {['QTY', 'Freight Type', 'Description', 'Reference', 'Weight (kg)', `Length (${unit})`, `Width (${unit})`, `Height (${unit})`].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {freightList.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{item.type}</Table.Td>
                <Table.Td>{item.ppi > 0 ? (ppiNames?.get(item.ppi) ?? item.description) : item.description}</Table.Td>
                <Table.Td>{item.ref}</Table.Td>
                <Table.Td>{item.weight}</Table.Td>
                <Table.Td>{item.length}</Table.Td>
                <Table.Td>{item.width}</Table.Td>
                <Table.Td>{item.height}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SideScroll>
      <FreightTotalsLine freightList={freightList} dimensionFactor={dimensionFactor}>
        {onEdit && (
          <Anchor component="button" type="button" onClick={onEdit}>
            Edit
          </Anchor>
        )}
      </FreightTotalsLine>
    </div>
  );
}

/** Total items, total weight (kg) and total cubic volume (m3) of the line items. */
export function FreightTotalsLine({ freightList, dimensionFactor, children }: Pick<FreightSummaryTableProps, 'freightList' | 'dimensionFactor'> & { children?: ReactNode }) {
  const totals = freightTotals(freightList, dimensionFactor);
  return (
    <Group justify="space-between" mt="xs" data-testid="freight-totals">
      <Group gap="lg">
        <Text size="sm">Total items: {shown(totals.items)}</Text>
        <Text size="sm">Total weight (kg): {shown(totals.weight)}</Text>
        <Text size="sm">Total cubic volume (m3): {shown(totals.cubicVolume)}</Text>
      </Group>
      {children}
    </Group>
  );
}
