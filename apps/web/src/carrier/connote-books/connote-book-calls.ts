import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { CompanyListAnswer } from '@portal/domain/carrier/company-calls';
import type { ConnoteBookForm } from '@portal/domain/carrier/connote-books';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../api/call-carrier';

// The Connote books section's calls (issue 26): a page of the books (one company's or everyone's),
// the electronic connotes per company, the companies to choose from, and a new book, which
// refreshes the lists.

const BOOKS_KEY = ['carrier', 'connote-books'] as const;

const filter = (companyId: number | null) => (companyId === null ? {} : { companyId });

export function useConnoteBooks(companyId: number | null, page: number) {
  return useQuery({
    queryKey: [...BOOKS_KEY, companyId, page],
    queryFn: () => callCarrier(CARRIER_CALLS.connoteBooks, { ...filter(companyId), page }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useElectronicConnotes(companyId: number | null) {
  return useQuery({
    queryKey: ['carrier', 'electronic-connotes', companyId],
    queryFn: () => callCarrier(CARRIER_CALLS.electronicConnotes, filter(companyId)),
    retry: false,
  });
}

/** A stable function, so the choices are worked out once per answer (TanStack Query's `select`). */
const choicesOf = (answer: CompanyListAnswer) => answer.companies.map((company) => ({ value: String(company.id), label: company.name }));

/** The companies whose name or ABN holds `search`: the first page of GET companies, as choices. */
export function useCompanyChoices(search: string) {
  return useQuery({
    queryKey: ['carrier', 'companies', 'choices', search],
    queryFn: () => callCarrier(CARRIER_CALLS.listCompanies, search.trim() ? { search: search.trim() } : {}),
    placeholderData: keepPreviousData,
    select: choicesOf,
  });
}

export function useAllotBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ...range }: ConnoteBookForm & { companyId: number }) => callCarrier(CARRIER_CALLS.allotConnoteBook, range, {}, { id: companyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}
