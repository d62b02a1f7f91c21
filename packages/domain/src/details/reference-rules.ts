import { checkLength } from '../freight/text-fields';
import { DETAILS_FIELDS, DETAILS_MESSAGES } from './details-messages';

// Purchase Order and Customer Reference (spec 02 section 5 'Details'): the PO is required only
// when the company's option requirePO is set; both at most 100 characters.

export const PO_NUMBER_MAX = 100;
export const CUSTOMER_REF_MAX = 100;

export function referenceErrors(poNumber: string, customerRef: string, requirePO: boolean): string[] {
  const checks = [
    requirePO && poNumber.trim() === ''
      ? DETAILS_MESSAGES.poRequired
      : checkLength(poNumber, DETAILS_FIELDS.poNumber, PO_NUMBER_MAX),
    checkLength(customerRef, DETAILS_FIELDS.customerRef, CUSTOMER_REF_MAX),
  ];
  return checks.filter((m): m is string => m !== undefined);
}
