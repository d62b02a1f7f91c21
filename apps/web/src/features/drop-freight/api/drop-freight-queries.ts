// Kept until the wizard's files import drop-freight-calls.ts (issue 25); then deleted.
export { useDirectDropFreightOptions, useDropFreight, useQuoteConvertedTo, useQuoteDropFreightOptions } from './drop-freight-calls';
