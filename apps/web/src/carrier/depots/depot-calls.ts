import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { DepotForm } from '@portal/domain/carrier/depot-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../api/call-carrier';

// The Depots section's calls (issue 26): the network, and the changes that refresh it.

const DEPOTS_KEY = ['carrier', 'depots'] as const;

export function useDepots() {
  return useQuery({ queryKey: DEPOTS_KEY, queryFn: () => callCarrier(CARRIER_CALLS.depots, {}) });
}

function useDepotChange<V, A>(send: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: DEPOTS_KEY }) });
}

export const useAddDepot = () => useDepotChange((form: DepotForm) => callCarrier(CARRIER_CALLS.addDepot, form));

/** The depot is the path's code: an edit never moves a depot to another code. */
export const useEditDepot = () => useDepotChange(({ code, form }: { code: string; form: DepotForm }) => callCarrier(CARRIER_CALLS.editDepot, form, {}, { code }));

export const useDeleteDepot = () => useDepotChange((code: string) => callCarrier(CARRIER_CALLS.deleteDepot, { code }));
