import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every answer of the pricing desk: a change (a new version, a schedule, a levy) reloads them all. */
export const PRICING_KEY = ['carrier', 'pricing'] as const;

/** A write of the desk: on success every pricing answer is read again, since one change moves several pages. */
export function usePricingChange<V, A>(send: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: PRICING_KEY }) });
}
