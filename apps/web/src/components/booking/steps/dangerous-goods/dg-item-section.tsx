import { Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DG_CLASS_NA, isNoDgClass, parseDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { DG_FIELDS } from '@portal/domain/dangerous-goods/dg-messages';
import { setItemDgClass } from '@portal/domain/dangerous-goods/dg-flow';
import type { DgItemFields } from '@portal/domain/dangerous-goods/dg-rules';
import { useEffect } from 'react';
import { useDgDescription } from '../../api/dg-description';

export interface DgItemSectionProps {
  /** Position of the line item (0-based); the section is titled 'Item n'. */
  index: number;
  item: DgItemFields;
  /** Class names offered besides N/A: the allowed list, or the classes chosen on the DG step. */
  classChoices: readonly string[];
  onChange: (patch: Partial<DgItemFields>) => void;
  readOnly?: boolean;
}

const classLabel = (name: string) => {
  const dgClass = parseDgClass(name);
  return dgClass ? `Class ${dgClass.number} ${dgClass.title}` : name;
};

const text = (value: string | number | bigint) => String(value);

/**
 * The dangerous goods fields of one line item (spec 02 sections 2 and 4): class N/A clears and
 * disables the rest; changing the UN code or class looks up the technical name (GET
 * dg/description), whose error shows on the UN code.
 */
export function DgItemSection({ index, item, classChoices, onChange, readOnly }: DgItemSectionProps) {
  const lookup = useDgDescription(item.dgClass, item.dgUNCode);
  const none = isNoDgClass(item.dgClass);
  const { description } = lookup;
  useEffect(() => {
    if (description !== '' && description !== item.dgTechName) onChange({ dgTechName: description });
  }, [description, item.dgTechName, onChange]);

  const data = [DG_CLASS_NA, ...classChoices].map((name) => ({ value: name, label: name === DG_CLASS_NA ? 'N/A' : classLabel(name) }));
  return (
    <Fieldset legend={`Item ${index + 1}`} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Select
          label="Class"
          data={data}
          value={item.dgClass || DG_CLASS_NA}
          allowDeselect={false}
          readOnly={readOnly}
          // A new class asks for the technical name again.
          onChange={(next) => onChange({ ...setItemDgClass(item, next ?? DG_CLASS_NA), dgTechName: '' })}
        />
        <TextInput
          label={DG_FIELDS.unCode}
          inputMode="numeric"
          maxLength={4}
          value={item.dgUNCode}
          disabled={none}
          readOnly={readOnly}
          error={lookup.error}
          onChange={(event) => onChange({ dgUNCode: event.currentTarget.value, dgTechName: '' })}
        />
        <TextInput label={DG_FIELDS.techName} value={item.dgTechName} readOnly disabled={none} />
        <NumberInput
          label={DG_FIELDS.subRisk}
          step={0.1}
          decimalScale={1}
          allowNegative={false}
          value={item.dgSubRisk}
          disabled={none}
          readOnly={readOnly}
          onChange={(value) => onChange({ dgSubRisk: text(value) })}
        />
        <TextInput
          label={DG_FIELDS.packGroup}
          value={item.dgPackGroup}
          disabled={none}
          readOnly={readOnly}
          onChange={(event) => onChange({ dgPackGroup: event.currentTarget.value })}
        />
        <TextInput
          label={DG_FIELDS.packType}
          value={item.dgPackType}
          disabled={none}
          readOnly={readOnly}
          onChange={(event) => onChange({ dgPackType: event.currentTarget.value })}
        />
        <NumberInput
          label={DG_FIELDS.packCount}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={item.dgPackCount}
          disabled={none}
          readOnly={readOnly}
          onChange={(value) => onChange({ dgPackCount: text(value) })}
        />
        <NumberInput
          label={`${DG_FIELDS.qty} (kg or L)`}
          step={0.1}
          decimalScale={1}
          allowNegative={false}
          value={item.dgQty}
          disabled={none}
          readOnly={readOnly}
          onChange={(value) => onChange({ dgQty: text(value) })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
