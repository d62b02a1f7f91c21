// Kept until the wizard's files import quote-calls.ts (issue 25); then deleted.
export { useQuoteOptions } from './quote-calls';
