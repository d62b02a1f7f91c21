import { RATE_CARD_CALLS } from '@portal/domain/carrier/pricing-calls';
import { callCarrier } from '../../api/call-carrier';
import { usePricingChange } from './pricing-key';

// A version's life after it is written: scheduled for a day, back to draft, or (a draft) deleted.

/** POST pricing/versions/:id/schedule: the server refuses today and the past with its sentence. */
export const useScheduleVersion = () =>
  usePricingChange(({ id, effectiveFrom }: { id: number; effectiveFrom: string }) => callCarrier(RATE_CARD_CALLS.scheduleVersion, { effectiveFrom }, {}, { id }));

/** POST pricing/versions/:id/unschedule: a scheduled version back to draft, before its day. */
export const useUnscheduleVersion = () => usePricingChange((id: number) => callCarrier(RATE_CARD_CALLS.unscheduleVersion, {}, {}, { id }));

/** DELETE pricing/versions/:id: a draft only. */
export const useDeleteVersion = () => usePricingChange((id: number) => callCarrier(RATE_CARD_CALLS.deleteVersion, { id }));
