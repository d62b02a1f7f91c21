import { Alert, Button, Stack, Switch, Title } from '@mantine/core';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { FreightTypeOption, RateOption } from '@portal/domain/api/reference';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { DG_ALLOWED_CLASSES } from '@portal/domain/dangerous-goods/dg-classes';
import {
  addFreightItem,
  chooseFreightType,
  deleteFreightItem,
  reconcilePpiMode,
  resetFreight,
  updateFreightItem,
} from '@portal/domain/freight/freight-list';
import { dimensionUnit } from '@portal/domain/freight/line-item-rules';
import { freightStepErrors, lineItemMessages } from '@portal/domain/freight/freight-rules';
import { lineItemFieldErrors } from '@portal/domain/freight/line-item-rules';
import { freightTypesForRoute } from '@portal/domain/freight/route-freight-types';
import { lineItemsWarning } from '@portal/domain/freight/totals-rules';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { errorLines } from '../../../../lib/api/call-error';
import { ErrorList } from '../../../error-list';
import { usePpiOptions } from '../../api/ppi-options';
import type { StepProps } from '../../step-props';
import { FreightSummaryTable, FreightTotalsLine } from './freight-summary-table';
import { LineItemCard } from './line-item-card';

export interface FreightValue {
  freightList: FreightItem[];
  /** Book Price Per Item mode. */
  ppi: boolean;
}

export interface FreightStepProps extends StepProps<FreightValue> {
  /** The route's rates (useDetailsRoute(...).route?.rates); they decide the freight types offered. */
  routeRates: readonly RateOption[];
  /** 'Enter Freight' (new bookings) or 'Check Freight' (from a quote or consignment). */
  title?: string;
  /** Freight of a quoted booking: shown read-only with the quoted warning (spec 02 section 2). */
  locked?: boolean;
  /** Shows the Book Price Per Item toggle (the direct drop-freight wizard, spec 02 section 2). */
  ppiToggle?: boolean;
  /** Shows each card's dangerous goods section (default yes). */
  withDgFields?: boolean;
  /** Show every message (after a Next that found errors). */
  showErrors?: boolean;
}

/**
 * A route change can take the PPI type away: PPI mode is cancelled and the form reset (spec 02
 * section 4). While no route is known (a suburb being changed) there is nothing to compare with.
 */
function useRouteReconciliation(
  value: FreightValue,
  onChange: (patch: Partial<FreightValue>) => void,
  routeTypes: readonly FreightTypeOption[],
  editable: boolean,
) {
  useEffect(() => {
    if (!editable || routeTypes.length === 0) return;
    const next = reconcilePpiMode(value, routeTypes);
    if (next !== value) onChange(next);
  }, [routeTypes, editable]); // eslint-disable-line react-hooks/exhaustive-deps -- only a route change reconciles
}

function FreightWarning({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      {children}
    </Alert>
  );
}

interface CheckedFreightProps {
  title: string;
  locked?: boolean;
  freightList: FreightItem[];
  dimensionFactor: number;
}

/** The step read-only: the freight's summary, under the quoted warning when a quote locks it. */
function CheckedFreight({ title, locked, freightList, dimensionFactor }: CheckedFreightProps) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {locked && <FreightWarning>{BOOKING_MESSAGES.quotedFreightLocked}</FreightWarning>}
      <FreightSummaryTable freightList={freightList} dimensionFactor={dimensionFactor} />
    </Stack>
  );
}

/** The Enter Freight and Check Freight steps: line item cards, totals and every line item message. */
export function FreightStep(props: FreightStepProps) {
  const { value, onChange, options, readOnly, locked, ppiToggle, withDgFields = true, showErrors } = props;
  const routeTypes = useMemo(() => freightTypesForRoute(props.routeRates, options.freightTypes), [props.routeRates, options.freightTypes]);
  const list = value.freightList;
  const type = list[0]?.type ?? '';
  const ppiList = usePpiOptions(type, value.ppi);
  const warning = lineItemsWarning(list.length, options.limits);

  const editable = !readOnly && !locked;
  useRouteReconciliation(value, onChange, routeTypes, editable);

  const changeItem = useCallback(
    (key: string, patch: Partial<FreightItem>) =>
      onChange({ freightList: value.freightList.map((item) => (item.key === key ? updateFreightItem(item, patch) : item)) }),
    [onChange, value.freightList],
  );
  const chooseType = (option: FreightTypeOption) => {
    const next = chooseFreightType(value, option);
    onChange({ freightList: next.freightList, ppi: next.ppi });
  };

  if (!editable) {
    return <CheckedFreight title={props.title ?? 'Check Freight'} locked={locked} freightList={list} dimensionFactor={options.dimensionFactor} />;
  }

  const types = ppiToggle ? routeTypes.filter((option) => option.ppiOnly === value.ppi) : routeTypes;
  // Until the route is known (no rates) its own message says why: the types are not judged.
  const errors = showErrors ? freightStepErrors(value, props.routeRates.length > 0 ? routeTypes : null, options, withDgFields) : [];
  const lines = [...(ppiList.error ? errorLines(ppiList.error) : []), ...errors];
  return (
    <Stack gap="md">
      <Title order={2}>{props.title ?? 'Enter Freight'}</Title>
      {ppiToggle && (
        <Switch
          label="Book Price Per Item"
          checked={value.ppi}
          // Switching mode starts the form again, as choosing a price-per-item type does.
          onChange={(event) => onChange({ ppi: event.currentTarget.checked, freightList: resetFreight() })}
        />
      )}
      {list.map((item, index) => (
        <LineItemCard
          key={item.key}
          index={index}
          item={item}
          ppi={value.ppi}
          types={types}
          unit={dimensionUnit(options.dimensionFactor)}
          messages={showErrors ? lineItemMessages(item, value.ppi, options, withDgFields) : []}
          fieldErrors={showErrors ? lineItemFieldErrors(item, { limits: options.limits, dimensionFactor: options.dimensionFactor, ppi: value.ppi }) : undefined}
          onChange={changeItem}
          onType={chooseType}
          onDelete={(key) => onChange({ freightList: deleteFreightItem(list, key, options.limits).freightList })}
          dgClasses={withDgFields ? DG_ALLOWED_CLASSES : null}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange({ freightList: addFreightItem(list, options.limits).freightList })}
      >
        Add Line Item
      </Button>
      {warning && <FreightWarning>{warning}</FreightWarning>}
      <FreightTotalsLine freightList={list} dimensionFactor={options.dimensionFactor} />
      <ErrorList lines={lines.length > 0 && showErrors ? [...lines, BOOKING_MESSAGES.fixTheIssue] : lines} />
    </Stack>
  );
}
