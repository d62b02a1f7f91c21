import { FUEL_LEVY_CALLS } from '@portal/domain/carrier/pricing-calls';
import { useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { PRICING_KEY, usePricingChange } from './pricing-key';

/** GET pricing/levies: every month's levy, newest first, and what is missing. */
export const useFuelLevies = () => useQuery({ queryKey: [...PRICING_KEY, 'levies'], queryFn: () => callCarrier(FUEL_LEVY_CALLS.fuelLevies, {}) });

/** PUT pricing/levies/:month: this month's or a later one's percent. */
export const useSetFuelLevy = () =>
  usePricingChange(({ month, percent }: { month: string; percent: number }) => callCarrier(FUEL_LEVY_CALLS.setFuelLevy, { percent }, {}, { month }));
