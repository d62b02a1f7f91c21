import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { CompanyForm } from '@portal/domain/carrier/company-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { companiesQueryKey } from './company-list';

export const companyQueryKey = (id: number) => [...companiesQueryKey, id] as const;

/** GET companies/:id: the form, the saved addresses a default sender may be, and the administrator. */
export const useCompany = (id: number) =>
  useQuery({ queryKey: companyQueryKey(id), queryFn: () => callCarrier(CARRIER_CALLS.getCompany, {}, {}, { id }) });

/** POST companies. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CompanyForm) => callCarrier(CARRIER_CALLS.createCompany, form),
    onSuccess: () => client.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

/** PUT companies/:id. */
export function useSaveCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CompanyForm) => callCarrier(CARRIER_CALLS.saveCompany, form, {}, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

/** POST companies/:id/suspend or reactivate. */
export function useSuspension(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (suspend: boolean) => callCarrier(suspend ? CARRIER_CALLS.suspendCompany : CARRIER_CALLS.reactivateCompany, {}, {}, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
