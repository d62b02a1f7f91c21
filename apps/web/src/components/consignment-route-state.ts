// Navigation state of the consignment, label and POD routes (spec 02 section 2): shared by every
// screen that links to them, so features need not import each other.

/** /consignment: 'state carries consignmentNumber'; without it the route shows the consignments list. */
export interface ConsignmentState {
  consignmentNumber: string;
}

/** /consignments/generatelabel: 'state carries conNumber and optional extraEmail'. */
export interface GenerateLabelState {
  conNumber: string;
  extraEmail: string;
}

/** /pod: 'state may carry podNumber'; without it the route shows the PODs list. */
export interface PodState {
  podNumber: string;
}

export const consignmentState = (consignmentNumber: string): ConsignmentState => ({ consignmentNumber });
export const podState = (podNumber: string): PodState => ({ podNumber });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (state: unknown, key: string) => (isRecord(state) && typeof state[key] === 'string' ? state[key] : '');

/** The consignment to show, or '' for the list. */
export const consignmentNumberOf = (state: unknown): string => textOf(state, 'consignmentNumber');

/** The POD to show, or '' for the list. */
export const podNumberOf = (state: unknown): string => textOf(state, 'podNumber');

/** The label to generate, or null when the route was opened without one. */
export function generateLabelStateOf(state: unknown): GenerateLabelState | null {
  const conNumber = textOf(state, 'conNumber');
  return conNumber ? { conNumber, extraEmail: textOf(state, 'extraEmail') } : null;
}
