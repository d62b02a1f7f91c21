import { Radio, Stack } from '@mantine/core';
import type { ServiceValue } from '@portal/domain/booking/booking';
import { clickService } from '@portal/domain/services/service-values';

export interface ServiceChoiceProps {
  label: string;
  value: ServiceValue;
  /** The option texts of values 1 to 3. */
  labels: Readonly<Record<1 | 2 | 3, string>>;
  /** Value 2 (and 3) can be chosen: the route's rates allow the service. */
  serviceAllowed: boolean;
  /** Value 3 is offered: the company has the forklift option and the rate allows the service. */
  forkliftOffered: boolean;
  onChange: (value: ServiceValue) => void;
  error?: string;
  readOnly?: boolean;
  /** The answer is given and cannot change (a quote's, or drop freight's pickup): shown disabled, not clickable. */
  fixed?: boolean;
}

/**
 * One service question as radio buttons. Every click goes through the domain's click rule, so
 * clicking the chosen option again clears it to 0 and forklift twice gives 2 (spec 02 section 4).
 */
export function ServiceChoice({ label, value, labels, serviceAllowed, forkliftOffered, onChange, error, readOnly, fixed }: ServiceChoiceProps) {
  const values: (1 | 2 | 3)[] = forkliftOffered ? [1, 2, 3] : [1, 2];
  return (
    <Radio.Group label={label} value={String(value)} error={error} readOnly={readOnly}>
      <Stack gap="xs" mt="xs">
        {values.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            label={labels[option]}
            disabled={fixed || (option > 1 && !serviceAllowed)}
            // onClick, not onChange: a click on the chosen radio changes nothing natively.
            onClick={() => !readOnly && !fixed && onChange(clickService(value, option))}
            onChange={() => undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
