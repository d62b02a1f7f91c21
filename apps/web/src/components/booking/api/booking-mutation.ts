import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { quotesQueryKey } from '../booking-query-keys';

// The changes every booking area makes (save, accept, convert, duplicate): once one succeeds,
// the lists it changed are loaded again before the mutation resolves.

/** The lists a change makes stale: always the same, or worked out from the change's input. */
type ChangedLists<I> = readonly QueryKey[] | ((input: I) => readonly QueryKey[]);

export function useBookingMutation<I, A>(mutationFn: (input: I) => Promise<A>, lists: ChangedLists<I>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, input) => {
      const keys = typeof lists === 'function' ? lists(input) : lists;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** A booking's save: the draft, and the Idempotency-Key it is sent with. */
export interface BookingSave<D> {
  draft: D;
  /** The same for a retry of the same draft. */
  key: string;
}

/**
 * Saving a booking reloads its area's list; booking a quote reloads the quotes list too: a
 * converted quote's row shows its pickup or consignment and the status Converted (spec 02 section 3).
 */
export function useBookingSave<D extends { quoteNumber: string }, A>(save: (input: BookingSave<D>) => Promise<A>, listKey: QueryKey) {
  return useBookingMutation(save, ({ draft }) => (draft.quoteNumber ? [quotesQueryKey, listKey] : [listKey]));
}
