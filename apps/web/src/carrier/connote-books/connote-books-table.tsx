import { Badge, Progress, Table, Text } from '@mantine/core';
import type { ConnoteBookRow } from '@portal/domain/carrier/connote-book-calls';
import { NEARLY_USED_PERCENT } from '@portal/domain/carrier/connote-books';
import { ListTable } from '../../components/list-table';

const count = (n: number) => n.toLocaleString('en-AU');
const when = (ms: number) => new Date(ms).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** The books with their use: a bar that turns orange once the book is nearly used, red when used up. */
export function ConnoteBooksTable({ books }: { books: readonly ConnoteBookRow[] }) {
  if (books.length === 0) return <Text>No connote books.</Text>;
  return (
    <ListTable testId="connote-books" label="Connote books" columns={['Company', 'Connotes', 'Size', 'Used', 'Remaining', 'Use', 'Nearly used notice']}>
      {books.map((book) => (
        <Table.Tr key={book.id}>
          <Table.Td>{book.companyName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{book.span}</Table.Td>
          <Table.Td>{count(book.size)}</Table.Td>
          <Table.Td>{count(book.used)}</Table.Td>
          <Table.Td>{count(book.remaining)}</Table.Td>
          <Table.Td miw={140}>
            <Progress
              value={book.percentUsed}
              color={book.remaining === 0 ? 'red' : book.percentUsed >= NEARLY_USED_PERCENT ? 'orange' : 'blue'}
              aria-label={`${book.span}: ${book.percentUsed}% used`}
            />
            <Text size="xs">
              {book.percentUsed}% used
            </Text>
          </Table.Td>
          <Table.Td>{book.nearlyUsedNoticeAt === null ? <Badge color="gray.7">Not sent</Badge> : `Sent ${when(book.nearlyUsedNoticeAt)}`}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
