import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { ConnoteBookForm } from '@portal/domain/carrier/connote-books';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../api/call-carrier';

// The Connote books section's calls (issue 26): a page of the books (one company's or everyone's),
// the electronic connotes per company, and a new book, which refreshes both lists.

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

/** The company a book is for, named by the server (no company list call yet): its first page of books says whose they are. */
export function useCompanyName(companyId: number | null) {
  return useQuery({
    queryKey: [...BOOKS_KEY, companyId, 1],
    queryFn: () => callCarrier(CARRIER_CALLS.connoteBooks, { companyId: companyId!, page: 1 }),
    enabled: companyId !== null,
    retry: false,
    select: (answer) => answer.company,
  });
}

export function useAllotBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ...range }: ConnoteBookForm & { companyId: number }) => callCarrier(CARRIER_CALLS.allotConnoteBook, range, {}, { id: companyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}
