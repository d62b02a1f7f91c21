import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CONNOTE_BOOK_CALL_MESSAGES } from '@portal/domain/carrier/connote-book-calls';
import { bookRangeErrors, bookSize, bookSpan, type BookRangeErrors, type ConnoteBookForm } from '@portal/domain/carrier/connote-books';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { CompanyPicker } from './company-picker';

/** A typed whole number, or NaN (which the range rules refuse with their sentence). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

interface Props {
  pending: boolean;
  error: unknown;
  onSubmit: (book: ConnoteBookForm & { companyId: number }) => void;
  onCancel: () => void;
}

/**
 * A new book for a company (issue 26): the company chosen by name or ABN, and the range's first
 * and last serial, the 8 digits between FP and the check digit. The range is checked by the
 * domain's rules before it is sent; an overlap is the server's to find.
 */
export function AllotBookForm({ pending, error, onSubmit, onCancel }: Props) {
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [serials, setSerials] = useState({ firstSerial: '', lastSerial: '' });
  const [errors, setErrors] = useState<BookRangeErrors & { company?: string }>({});
  const range = { firstSerial: wholeNumber(serials.firstSerial), lastSerial: wholeNumber(serials.lastSerial) };
  const rangeOk = Object.keys(bookRangeErrors(range)).length === 0;
  const set = (patch: Partial<typeof serials>) => setSerials((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(company ? {} : { company: CONNOTE_BOOK_CALL_MESSAGES.companyRequired }), ...bookRangeErrors(range) };
    setErrors(found);
    if (Object.keys(found).length === 0 && company) onSubmit({ companyId: company.id, ...range });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorList lines={errorLines(error)} />
        <CompanyPicker label="Company" placeholder="Name or ABN" value={company} onChange={setCompany} error={errors.company} />
        <Group grow align="flex-start">
          <TextInput label="First serial" inputMode="numeric" value={serials.firstSerial} error={errors.firstSerial} onChange={(e) => set({ firstSerial: e.currentTarget.value })} />
          <TextInput label="Last serial" inputMode="numeric" value={serials.lastSerial} error={errors.lastSerial} onChange={(e) => set({ lastSerial: e.currentTarget.value })} />
        </Group>
        {rangeOk && (
          <Text size="sm">
            {bookSpan(range)}: {bookSize(range).toLocaleString('en-AU')} connotes.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Allot
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
