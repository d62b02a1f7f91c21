// Kept until the wizard's files import drop-freight-calls.ts (issue 25); then deleted.
export { useSaveDropFreight, validateConnote } from './drop-freight-calls';
