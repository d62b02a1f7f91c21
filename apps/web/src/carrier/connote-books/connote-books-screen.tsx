import { Alert, Box, Button, Group, Modal, Pagination, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { FullPageLoader } from '../../components/full-page-loader';
import { errorLines } from '../../lib/api/call-error';
import { useStaffSessionStore } from '../session/staff-session-store';
import { AllotBookForm } from './allot-book-form';
import { CompanyPicker } from './company-picker';
import { useAllotBook, useConnoteBooks, useElectronicConnotes } from './connote-book-calls';
import { ConnoteBooksTable } from './connote-books-table';
import { ElectronicConnotesTable } from './electronic-connotes-table';

/**
 * #/carrier/connote-books (issue 26): every company's connote books, or one company's, with how
 * much of each is used; a new book for a company (connoteBooks:write); and the electronic
 * connotes the portal numbered, per company, read only.
 */
export function ConnoteBooksScreen() {
  const mayAllot = useStaffSessionStore((s) => s.session?.permissions.includes('connoteBooks:write') ?? false);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [page, setPage] = useState(1);
  const books = useConnoteBooks(company?.id ?? null, page);
  const electronic = useElectronicConnotes(company?.id ?? null);
  const allot = useAllotBook();
  const [allotting, setAllotting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pages = books.data ? Math.max(1, Math.ceil(books.data.total / books.data.pageSize)) : 1;
  const heading = books.data?.company ? `Connote books of ${books.data.company.name}` : 'Connote books';

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {mayAllot && <Button onClick={() => (allot.reset(), setAllotting(true))}>Allot a book</Button>}
      </Group>
      {notice && (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Close the notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Box maw={420}>
        <CompanyPicker label="Company" placeholder="Every company" value={company} onChange={(chosen) => (setCompany(chosen), setPage(1))} />
      </Box>
      <ErrorList lines={[...errorLines(books.error), ...errorLines(electronic.error)]} />
      {books.isPending && <FullPageLoader label="Loading connote books" />}
      {books.data && !books.error && <ConnoteBooksTable books={books.data.books} />}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <Title order={2} size="h3">
        Electronic connotes
      </Title>
      {electronic.data && !electronic.error && <ElectronicConnotesTable rows={electronic.data.companies} />}
      <Modal opened={allotting} onClose={() => setAllotting(false)} title="Allot a connote book">
        {allotting && (
          <AllotBookForm
            pending={allot.isPending}
            error={allot.error}
            onCancel={() => setAllotting(false)}
            onSubmit={(book) =>
              allot.mutate(book, {
                onSuccess: (answer) => {
                  setAllotting(false);
                  setNotice(answer.message);
                },
              })
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
