import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CONNOTE_BOOK_CALL_MESSAGES } from '@portal/domain/carrier/connote-book-calls';
import { bookRangeErrors, bookSize, bookSpan, type BookRangeErrors, type ConnoteBookForm } from '@portal/domain/carrier/connote-books';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useCompanyName } from './connote-book-calls';

/** A typed whole number, or NaN (which the range rules refuse with their sentence). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const companyIdOf = (text: string) => {
  const id = wholeNumber(text);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

interface Props {
  pending: boolean;
  error: unknown;
  onSubmit: (book: ConnoteBookForm & { companyId: number }) => void;
  onCancel: () => void;
}

/**
 * A new book for a company (issue 26): the company by its number (the company list comes with the
 * Companies section; its name is the server's answer), and the range's first and last serial, the
 * 8 digits between FP and the check digit. The range is checked by the domain's rules before it
 * is sent; an overlap is the server's to find.
 */
export function AllotBookForm({ pending, error, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState({ companyId: '', firstSerial: '', lastSerial: '' });
  const [errors, setErrors] = useState<BookRangeErrors & { companyId?: string }>({});
  const companyId = companyIdOf(values.companyId);
  const company = useCompanyName(companyId);
  const range = { firstSerial: wholeNumber(values.firstSerial), lastSerial: wholeNumber(values.lastSerial) };
  const rangeOk = Object.keys(bookRangeErrors(range)).length === 0;
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...bookRangeErrors(range), ...(companyId === null ? { companyId: CONNOTE_BOOK_CALL_MESSAGES.companyId } : {}) };
    setErrors(found);
    if (Object.keys(found).length === 0 && companyId !== null && company.data) onSubmit({ companyId, ...range });
  };
  const companyNote = company.data ? `Books for ${company.data.name}.` : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorList lines={errorLines(error)} />
        <TextInput
          label="Company number"
          inputMode="numeric"
          value={values.companyId}
          error={errors.companyId ?? (company.error ? errorLines(company.error)[0] : undefined)}
          onChange={(e) => set({ companyId: e.currentTarget.value })}
        />
        {companyNote && <Text size="sm">{companyNote}</Text>}
        <Group grow align="flex-start">
          <TextInput label="First serial" inputMode="numeric" value={values.firstSerial} error={errors.firstSerial} onChange={(e) => set({ firstSerial: e.currentTarget.value })} />
          <TextInput label="Last serial" inputMode="numeric" value={values.lastSerial} error={errors.lastSerial} onChange={(e) => set({ lastSerial: e.currentTarget.value })} />
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
          <Button type="submit" loading={pending} disabled={companyId !== null && !company.data}>
            Allot
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
