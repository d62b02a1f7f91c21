import { NumberInput, Table, Text } from '@mantine/core';
import type { PpiPriceRow } from '@portal/domain/carrier/pricing-calls';
import { SideScroll } from '../../components/side-scroll';
import { amountOf, type Amount } from './amount';
import { formatMoney } from './pricing-format';


interface Props {
  rows: readonly PpiPriceRow[];
  /** A customer's version: an empty price is the General card's, shown beside it. */
  customer: boolean;
  /** '' for none (on a customer's version: the General card's). */
  prices: Record<number, Amount>;
  readOnly: boolean;
  onChange: (prices: Record<number, Amount>) => void;
}

const generalText = (price: number | null) => (price === null ? 'No price' : formatMoney(price));

/** Each price per item entry's price in this version, with the General card's today beside it. */
export function PpiPricesTable({ rows, customer, prices, readOnly, onChange }: Props) {
  if (rows.length === 0) return <Text>No price per item entries.</Text>;
  return (
    <SideScroll label="Prices per item" minWidth={640}>
      <Table data-testid="ppi-prices" captionSide="top">
        <Table.Caption ta="left" c="gray.7">
          {customer ? "Prices per item: an empty price is the General card's." : 'Prices per item'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Freight type</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>General card today</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.freightType}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Price of ${row.name}`}
                  prefix="$"
                  decimalScale={2}
                  fixedDecimalScale
                  min={0}
                  allowNegative={false}
                  value={prices[row.id] ?? ''}
                  readOnly={readOnly}
                  variant={readOnly ? 'filled' : 'default'}
                  onChange={(value) => onChange({ ...prices, [row.id]: amountOf(value) })}
                  maw={180}
                />
              </Table.Td>
              <Table.Td>{generalText(row.generalPrice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
