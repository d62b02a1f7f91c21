import type { Party } from '@portal/domain/api/party';
import type { BookingOptions } from '@portal/domain/api/reference';
import { instructionsForSender } from '@portal/domain/details/default-instructions';
import type { DetailsValue } from './details-value';

interface BookingDetailsStore {
  draft: { sender: Party; instructions: string };
  patchDetails: (patch: Partial<DetailsValue>) => void;
  patchDraft: (patch: { instructions: string }) => void;
}

/**
 * The Details step's onChange for a pickup or drop freight: the details, and when another sender
 * address is chosen the special instructions the usual sender's defaults gave (issue 24).
 */
export function bookingDetailsChange({ draft, patchDetails, patchDraft }: BookingDetailsStore, options: BookingOptions) {
  return (patch: Partial<DetailsValue>) => {
    patchDetails(patch);
    if (!patch.sender) return;
    const instructions = instructionsForSender(draft.instructions, draft.sender, patch.sender, options.customerDefaults);
    if (instructions !== draft.instructions) patchDraft({ instructions });
  };
}
