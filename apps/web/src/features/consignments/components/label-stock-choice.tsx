import { Group, Radio } from '@mantine/core';
import { LABEL_STOCK_NAMES, LABEL_STOCKS, type LabelStock } from '@portal/domain/documents/document-names';

interface LabelStockChoiceProps {
  value: LabelStock;
  onChange: (stock: LabelStock) => void;
  disabled: boolean;
}

const isStock = (value: string): value is LabelStock => (LABEL_STOCKS as readonly string[]).includes(value);

/** Thermal or A4 labels; the server remembers the user's choice for the next label. */
export function LabelStockChoice({ value, onChange, disabled }: LabelStockChoiceProps) {
  return (
    <Radio.Group label="Label stock" value={value} onChange={(next) => isStock(next) && onChange(next)}>
      <Group mt="xs" gap="lg">
        {LABEL_STOCKS.map((stock) => (
          <Radio key={stock} value={stock} label={LABEL_STOCK_NAMES[stock]} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
