// Kept until the wizard's files import pickup-calls.ts (issue 25); then deleted.
export { usePickup } from './pickup-calls';
