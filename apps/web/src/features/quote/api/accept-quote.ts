// Kept until the wizard's files import quote-calls.ts (issue 25); then deleted.
export { useAcceptQuote } from './quote-calls';
