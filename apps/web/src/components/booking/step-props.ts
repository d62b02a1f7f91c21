import type { BookingOptions } from '@portal/domain/api/reference';

/**
 * What every shared wizard step takes (spec 02 sections 2 and 4): the slice of the wizard's
 * draft it edits, a patch callback into the wizard's store, the options answer, and whether the
 * step is read-only (a view-only booking, or freight locked by a quote).
 */
export interface StepProps<T> {
  value: T;
  onChange: (patch: Partial<T>) => void;
  options: BookingOptions;
  readOnly?: boolean;
}
