// Navigation state of the pickup routes (spec 02 section 2: /pickup/existing 'state carries the
// pickup', /quote/convert 'state carries the quote').

/** /pickup/existing: the pickup to open; without it the route shows the pickups list. */
export interface ExistingPickupState {
  pickupNumber: string;
}

export const existingPickupState = (pickupNumber: string): ExistingPickupState => ({ pickupNumber });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function pickupNumberOfState(state: unknown): string {
  return isRecord(state) && typeof state.pickupNumber === 'string' ? state.pickupNumber : '';
}
