import { Alert, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { FreightItem } from '@portal/domain/booking/booking';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { answerDgQuestion, dgNextEnabled, dropUnselectedItemClasses, toggleDgClass, type DgState } from '@portal/domain/dangerous-goods/dg-flow';
import { dangerousGoodsErrors, dgClassSelectionErrors } from '@portal/domain/dangerous-goods/dg-rules';
import { MESSAGES } from '@portal/domain/messages';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorList } from '../../../error-list';
import type { StepProps } from '../../step-props';
import { DgClassTiles } from './dg-class-tiles';
import { DgItemInformation } from './dg-item-information';

export type DangerousGoodsValue = DgState;

export interface DangerousGoodsStepProps extends StepProps<DangerousGoodsValue> {
  /** A quoted booking: the answer came with the quote and cannot change (spec 02 section 4). */
  locked?: boolean;
  /** Show every message of the step (after a Next that found errors). */
  showErrors?: boolean;
}

/** Next is enabled when the answer is no, or yes with at least one class and no error (spec 02 section 4). */
export function dangerousGoodsCanAdvance(value: DangerousGoodsValue): boolean {
  return dgNextEnabled(value, value.freightList.length);
}

/** Every message of the step, item information included (spec 02 section 5). */
export function dangerousGoodsStepErrors(value: DangerousGoodsValue): string[] {
  return dangerousGoodsErrors(value);
}

/** The Dangerous Goods step: yes or no, then the class tiles, then each item's information. */
export function DangerousGoodsStep({ value, onChange, readOnly, locked, showErrors }: DangerousGoodsStepProps) {
  const fixed = readOnly || locked;
  const answer = value._dgHas === null ? null : value._dgHas ? 'yes' : 'no';
  const toggle = (name: string) =>
    onChange(dropUnselectedItemClasses({ ...value, dgClasses: toggleDgClass(value.dgClasses, name) }));
  const updateItem = (index: number, patch: Partial<FreightItem>) =>
    onChange({ freightList: value.freightList.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  // The tile rules hold while choosing; the rest shows once Next found errors.
  const errors = showErrors ? dangerousGoodsStepErrors(value) : value._dgHas ? dgClassSelectionErrors(value.dgClasses, value.freightList.length) : [];

  return (
    <Stack gap="md">
      <Title order={2}>Dangerous Goods</Title>
      {locked && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {value._dgHas ? BOOKING_MESSAGES.dgCannotBeAmended : BOOKING_MESSAGES.dgCannotBeSelected}
        </Alert>
      )}
      <Radio.Group
        label="Does this freight contain dangerous goods?"
        value={answer}
        readOnly={fixed}
        onChange={(next) => !fixed && onChange(answerDgQuestion(value, next === 'yes'))}
      >
        <Group gap="xl" mt="xs">
          <Radio value="yes" label="Yes" disabled={locked && answer !== 'yes'} />
          <Radio value="no" label="No" disabled={locked && answer !== 'no'} />
        </Group>
      </Radio.Group>
      {value._dgHas && (
        <>
          <Text fw={600}>Select the classes of the dangerous goods</Text>
          <DgClassTiles selected={value.dgClasses} onToggle={toggle} disabled={fixed} />
        </>
      )}
      {value._dgHas && value.dgClasses.length > 0 && (
        <DgItemInformation value={value} onItemChange={updateItem} readOnly={fixed} />
      )}
      <ErrorList lines={errors.length > 0 && showErrors ? [...errors, MESSAGES.fixOrContact] : errors} />
    </Stack>
  );
}
