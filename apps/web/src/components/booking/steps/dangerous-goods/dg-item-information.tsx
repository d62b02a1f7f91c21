import { Stack, Text, Title } from '@mantine/core';
import type { FreightItem } from '@portal/domain/booking/booking';
import { useCallback } from 'react';
import type { DangerousGoodsValue } from './dangerous-goods-step';
import { DgItemSection } from './dg-item-section';

interface DgItemInformationProps {
  value: DangerousGoodsValue;
  onItemChange: (index: number, patch: Partial<FreightItem>) => void;
  readOnly?: boolean;
}

/** The item information of the DG sub-flow: each line item's class, among the chosen ones, and its DG fields. */
export function DgItemInformation({ value, onItemChange, readOnly }: DgItemInformationProps) {
  return (
    <Stack gap="sm">
      <Title order={3}>Item Information</Title>
      {value.freightList.map((item, index) => (
        <ItemInformation key={item.key} index={index} item={item} classes={value.dgClasses} onItemChange={onItemChange} readOnly={readOnly} />
      ))}
    </Stack>
  );
}

interface ItemInformationProps {
  index: number;
  item: FreightItem;
  classes: readonly string[];
  onItemChange: (index: number, patch: Partial<FreightItem>) => void;
  readOnly?: boolean;
}

function ItemInformation({ index, item, classes, onItemChange, readOnly }: ItemInformationProps) {
  const onChange = useCallback((patch: Partial<FreightItem>) => onItemChange(index, patch), [index, onItemChange]);
  const what = [item.quantity && `${item.quantity} x`, item.type, item.description].filter(Boolean).join(' ');
  return (
    <Stack gap={4}>
      {what && (
        <Text size="sm" c="gray.7">
          {what}
        </Text>
      )}
      <DgItemSection index={index} item={item} classChoices={classes} onChange={onChange} readOnly={readOnly} />
    </Stack>
  );
}
