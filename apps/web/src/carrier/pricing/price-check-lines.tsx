import { Button, Fieldset, Group, NumberInput, Select } from '@mantine/core';
import type { PpiEntryOption } from '@portal/domain/carrier/pricing-calls';
import { amountOf } from './amount';
import { emptyLine, MAX_LINES, type CheckLine } from './price-check-input';

interface Props {
  lines: CheckLine[];
  onChange: (lines: CheckLine[]) => void;
  /** The freight type is priced per item: each line names an entry instead of its weight and size. */
  perItem: boolean;
  /** The entries of the chosen per-item freight type. */
  entries: readonly PpiEntryOption[];
}

const MEASURES = [
  ['unitWeight', 'Unit weight (kg)'],
  ['length', 'Length (cm)'],
  ['width', 'Width (cm)'],
  ['height', 'Height (cm)'],
] as const;

/** The freight lines of a price check, up to 20. */
export function PriceCheckLines({ lines, onChange, perItem, entries }: Props) {
  const set = (i: number, change: Partial<CheckLine>) => onChange(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  return (
    <>
      {lines.map((line, i) => (
        <Fieldset key={i} legend={`Line ${i + 1}`}>
          <Group align="flex-end" gap="sm">
            <NumberInput label="Quantity" min={1} max={10_000} allowDecimal={false} allowNegative={false} w={110} value={line.quantity} onChange={(v) => set(i, { quantity: amountOf(v) })} />
            {perItem ? (
              <Select
                label="Price per item entry"
                data={entries.map((entry) => ({ value: String(entry.id), label: entry.name }))}
                value={line.ppi}
                onChange={(ppi) => set(i, { ppi })}
                w={260}
              />
            ) : (
              MEASURES.map(([key, label]) => (
                <NumberInput key={key} label={label} min={0} max={100_000} decimalScale={2} allowNegative={false} w={140} value={line[key]} onChange={(v) => set(i, { [key]: amountOf(v) })} />
              ))
            )}
            {lines.length > 1 && (
              <Button variant="default" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                Remove line {i + 1}
              </Button>
            )}
          </Group>
        </Fieldset>
      ))}
      {lines.length < MAX_LINES && (
        <Group>
          <Button variant="default" onClick={() => onChange([...lines, emptyLine()])}>
            Add a line
          </Button>
        </Group>
      )}
    </>
  );
}
