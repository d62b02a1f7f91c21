import { ActionIcon, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { FreightTypeOption } from '@portal/domain/api/reference';
import { FREIGHT_FIELDS } from '@portal/domain/freight/freight-messages';
import { PPI_QUANTITY_MAX, type LineItemField } from '@portal/domain/freight/line-item-rules';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { DgItemSection } from '../dangerous-goods/dg-item-section';
import { PpiSelect } from './ppi-select';

export interface LineItemCardProps {
  index: number;
  item: FreightItem;
  ppi: boolean;
  /** The freight types the select offers. */
  types: readonly FreightTypeOption[];
  /** 'm' or 'cm' (dimensionUnit of the options' dimension factor). */
  unit: string;
  /** Messages of this card, shown as the error icon's tip; empty hides the icon. */
  messages: readonly string[];
  /** The fields those messages belong to: outlined and marked invalid (the tip names why). */
  fieldErrors?: Partial<Record<LineItemField, string>>;
  onChange: (key: string, patch: Partial<FreightItem>) => void;
  onType: (type: FreightTypeOption) => void;
  onDelete: (key: string) => void;
  /** Class names the DG section offers; null hides the section. */
  dgClasses: readonly string[] | null;
  readOnly?: boolean;
}

const text = (value: string | number | bigint) => String(value);

interface LineItemHeadingProps {
  /** The card's number, from 1. */
  n: number;
  messages: readonly string[];
  readOnly?: boolean;
  onDelete: () => void;
}

/** The card's title, its error icon (the messages as its tip) and its delete button. */
function LineItemHeading({ n, messages, readOnly, onDelete }: LineItemHeadingProps) {
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Title order={3} size="h5">
          Line Item {n}
        </Title>
        {messages.length > 0 && (
          <Tooltip label={messages.join(' ')} multiline w={280}>
            <IconAlertCircle color="var(--mantine-color-red-7)" role="img" aria-label={`Line Item ${n} has errors`} />
          </Tooltip>
        )}
      </Group>
      {!readOnly && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete Line Item ${n}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** One Line Item card of the freight step (spec 02 section 2): its fields, delete button, error icon and DG section. */
export function LineItemCard(props: LineItemCardProps) {
  const { index, item, ppi, unit, messages, readOnly, fieldErrors = {} } = props;
  const invalid = (field: LineItemField) => fieldErrors[field] !== undefined;
  const { onChange: change, onDelete } = props;
  const n = index + 1;
  const onChange = useCallback((patch: Partial<FreightItem>) => change(item.key, patch), [change, item.key]);
  const measure = (field: 'unitWeight' | 'length' | 'width' | 'height', label: ReactNode) => (
    <NumberInput
      label={label}
      decimalScale={2}
      allowNegative={false}
      hideControls
      value={item[field]}
      error={invalid(field)}
      readOnly={readOnly}
      onChange={(value) => onChange({ [field]: text(value) })}
    />
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Line Item ${n}`}>
      <Stack gap="sm">
        <LineItemHeading n={n} messages={messages} readOnly={readOnly} onDelete={() => onDelete(item.key)} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NumberInput
            label={FREIGHT_FIELDS.quantity}
            allowDecimal={false}
            allowNegative={false}
            // PPI mode caps the quantity at 3 in the input itself (spec 02 sections 4 and 9).
            max={ppi ? PPI_QUANTITY_MAX : undefined}
            clampBehavior="strict"
            value={item.quantity}
            error={invalid('quantity')}
            readOnly={readOnly}
            onChange={(value) => onChange({ quantity: text(value) })}
          />
          <Select
            label="Freight Type"
            data={props.types.map((type) => type.freight)}
            value={item.type || null}
            error={invalid('type')}
            allowDeselect={false}
            readOnly={readOnly}
            onChange={(next) => {
              const type = props.types.find((option) => option.freight === next);
              if (type) props.onType(type);
            }}
          />
          {ppi ? (
            <PpiSelect type={item.type} value={item.ppi} onChange={(id) => onChange({ ppi: id })} readOnly={readOnly} />
          ) : (
            <TextInput
              label={FREIGHT_FIELDS.description}
              value={item.description}
              error={invalid('description')}
              readOnly={readOnly}
              onChange={(event) => onChange({ description: event.currentTarget.value })}
            />
          )}
          {measure('unitWeight', `${FREIGHT_FIELDS.unitWeight} (kg)`)}
          {measure('length', `${FREIGHT_FIELDS.length} (${unit})`)}
          {measure('width', `${FREIGHT_FIELDS.width} (${unit})`)}
          {measure('height', `${FREIGHT_FIELDS.height} (${unit})`)}
          <TextInput
            label="Item Reference"
            value={item.ref}
            error={invalid('ref')}
            readOnly={readOnly}
            onChange={(event) => onChange({ ref: event.currentTarget.value })}
          />
        </SimpleGrid>
        {props.dgClasses && <DgItemSection index={index} item={item} classChoices={props.dgClasses} onChange={onChange} readOnly={readOnly} />}
      </Stack>
    </Card>
  );
}
